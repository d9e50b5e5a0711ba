// The leads' rules, called on the services against a database of this file's own (no HTTP):
// admission (validation, the honeypot, one stored lead per address within the duplicate window),
// the pipeline's checks, the bulk actions item by item, and erasure leaving nothing of the lead.
// The transport files (lead-pipeline.test.ts, lead-tables.test.ts) keep the contracts.
import { DomainError, InputValidationError } from '../../../graphql-server/src/shared/errors';
import { BULK_CHANGE_MESSAGE } from '../../../graphql-server/src/modules/leads/lead-bulk.service';
import { LEAD_NOT_FOUND_MESSAGE, OWNER_MESSAGE, STATUS_MESSAGE } from '../../../schema/validation/lead-pipeline';
import { startTestServices, type TestServices } from '../../support/test-services';
import { randomUuid, START_TIMEOUT, validContact, validLead } from '../helpers';

const actor = { user: null, ip: '203.0.113.9' };

describe('leads services', () => {
  let harness: TestServices;
  const services = () => harness.services;
  let ipCounter = 0;
  const ip = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    harness = await startTestServices();
  }, START_TIMEOUT);
  afterAll(() => harness?.close());

  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    if (!error) throw new Error('Expected a rejection');
    return error;
  };
  const count = async (table: string, email: string) =>
    (await harness.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE email = $1`, [email]))[0].n as number;

  it('admits a valid lead once per address within the duplicate window, and stores nothing from a bot', async () => {
    const input = validLead();
    const first = await services().leads.submitPlaybookLead(input, ip());
    const again = await services().leads.submitPlaybookLead({ ...input, email: input.email.toUpperCase() }, ip());
    expect(again.id).toBe(first.id);
    expect(await count('playbook_leads', input.email)).toBe(1);

    const bot = validLead();
    const receipt = await services().leads.submitPlaybookLead({ ...bot, website: 'https://spam.example' }, ip());
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await count('playbook_leads', bot.email)).toBe(0);

    expect(await rejection(services().leads.submitContactRequest(validContact({ privacyConsent: false }), ip()))).toBeInstanceOf(
      InputValidationError,
    );
  });

  it('the pipeline refuses an unknown status, a missing owner and an unknown lead', async () => {
    const { id } = await services().leads.submitPlaybookLead(validLead(), ip());
    const status = await rejection(services().leadPipeline.update('playbook', id, { status: 'MAYBE' }, actor));
    expect(status).toBeInstanceOf(InputValidationError);
    expect(JSON.stringify(status)).toContain(STATUS_MESSAGE);
    const owner = await rejection(services().leadPipeline.update('playbook', id, { ownerId: randomUuid() }, actor));
    expect(JSON.stringify(owner)).toContain(OWNER_MESSAGE);
    const missing = await rejection(services().leadPipeline.update('contact', id, { status: 'WON' }, actor));
    expect(missing).toBeInstanceOf(DomainError);
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: LEAD_NOT_FOUND_MESSAGE });
  });

  it('a bulk change asks for exactly one change and keeps a label once', async () => {
    const { id } = await services().leads.submitPlaybookLead(validLead(), ip());
    expect(await rejection(services().leadBulk.update('playbook', [id], {}, actor))).toMatchObject({
      errors: [{ field: 'input', message: BULK_CHANGE_MESSAGE }],
    });
    await services().leadBulk.update('playbook', [id], { addLabel: 'Hot' }, actor);
    const outcome = await services().leadBulk.update('playbook', [id, id], { addLabel: 'hot' }, actor);
    expect(outcome).toEqual({ succeeded: [id], refused: [] });
    expect((await services().leadPipeline.find('playbook', id)).labels).toEqual(['hot']);
  });

  it('erasure (single or bulk) removes the lead, its notes and its delivery jobs', async () => {
    const input = validContact();
    const { id } = await services().leads.submitContactRequest(input, ip());
    await services().leadPipeline.addNote('contact', id, { body: 'Called.' }, actor);
    const outcome = await services().leadBulk.erase('contact', [id, randomUuid()], actor);
    expect(outcome.succeeded).toEqual([id]);
    expect(outcome.refused[0].message).toBe(LEAD_NOT_FOUND_MESSAGE);
    expect(await count('contact_requests', input.email)).toBe(0);
    const [{ notes }] = await harness.dataSource.query(`SELECT count(*)::int AS notes FROM lead_notes WHERE "leadId" = $1`, [id]);
    const [{ jobs }] = await harness.dataSource.query(`SELECT count(*)::int AS jobs FROM delivery_jobs WHERE "leadId" = $1`, [id]);
    expect({ notes, jobs }).toEqual({ notes: 0, jobs: 0 });
    expect(await rejection(services().leadPrivacy.eraseLead('contact', id, actor))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
