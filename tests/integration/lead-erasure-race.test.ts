// Issue 14: erasing a lead while a worker is sending its e-mail neither crashes the worker nor
// resends, and leaves no .eml file behind; the retention run deletes what aged out (leads after
// LEAD_RETENTION_DAYS, finished deliveries after DELIVERY_LOG_RETENTION_DAYS), one instance at a time.
import fs from 'node:fs';
import type { DeliveryJob } from '../../graphql-server/src/modules/delivery/queue/delivery-job.entity';
import type { JobOutcome } from '../../graphql-server/src/modules/delivery/queue/delivery-queue';
import { LeadPrivacyService } from '../../graphql-server/src/modules/leads/lead-privacy.service';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { sleep, waitFor } from './delivery-helpers';
import { START_TIMEOUT, startServer, validContact, validLead, type Agent } from './helpers';

jest.setTimeout(60_000);

describe('erasure during delivery, and retention', () => {
  let server: TestServer;
  let admin: Agent;

  beforeAll(async () => {
    server = await startServer({ delivery: { worker: false } });
    ({ agent: admin } = await signedInAdmin(server));
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const emlFiles = () => (fs.existsSync(server.outboxDir) ? fs.readdirSync(server.outboxDir).filter((f) => f.endsWith('.eml')) : []);

  it('a job claimed, its lead erased, the worker finishing: no crash, no resend, no file left', async () => {
    const lead = await server.agent().post('/api/contact').send(validContact());
    const mail = server.services.mail;
    const send = mail.send.bind(mail);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const spy = jest.spyOn(mail, 'send').mockImplementation(async (job: DeliveryJob, signal: AbortSignal): Promise<JobOutcome> => {
      if (job.leadId === lead.body.id) await gate;
      const outcome = await send(job, signal);
      sent.push(job.id); // written (the .eml file exists) before the worker looks at the job again
      return outcome;
    });
    const worker = server.services.delivery.createWorker({ pollIntervalMs: 20, lanes: { email: 4, webhook: 1 } }).start();
    try {
      await waitFor('both e-mails claimed', () => spy.mock.calls.length === 2);
      const erased = await admin.delete(`/api/admin/leads/contact/${lead.body.id}`);
      expect(erased.status).toBe(200);
      expect(erased.body).toMatchObject({ leads: 1, deliveries: 2 });
      release();
      await waitFor('both sends finished', () => sent.length === 2);
      await sleep(300); // several polls: nothing is claimed again
      expect(spy.mock.calls).toHaveLength(2);
      // The worker deletes a finished job's file once it finds the job erased: after the send
      // returns, so on a loaded machine possibly after the polls above. It must come, not be instant.
      await waitFor('the erased jobs’ .eml files deleted', () => emlFiles().every((f) => !sent.some((id) => f.includes(id))));
      // The worker lives on: the next lead is delivered.
      const next = await server.agent().post('/api/playbook-lead').send(validLead());
      await waitFor('the next lead delivered', async () => {
        const rows = await server.dataSource.query(`SELECT 1 FROM delivery_jobs WHERE "leadId" = $1 AND status = 'succeeded'`, [
          next.body.id,
        ]);
        return rows.length === 2;
      });
    } finally {
      await worker.stop();
      spy.mockRestore();
    }
  });

  it('retention deletes leads and finished deliveries that aged out, keeps the rest, and runs once at a time', async () => {
    const old = await server.agent().post('/api/playbook-lead').send(validLead());
    const recent = await server.agent().post('/api/playbook-lead').send(validLead());
    await server.dataSource.query(`UPDATE playbook_leads SET "createdAt" = now() - interval '40 days' WHERE id = $1`, [old.body.id]);
    await server.dataSource.query(
      `UPDATE delivery_jobs SET status = 'succeeded', "createdAt" = now() - interval '100 days' WHERE "leadId" = $1`,
      [recent.body.id],
    );
    const privacy = new LeadPrivacyService(server.dataSource, server.services.leadPipeline, server.services.mail, server.services.audit, {
      leadDays: 30,
      deliveryLogDays: 90,
    });
    // Another instance holding the lock: this one skips. (The embedded database serves one
    // connection at a time, so there is no other instance to simulate there.)
    if (server.kind === 'postgres') {
      const runner = server.dataSource.createQueryRunner();
      await runner.query('SELECT pg_advisory_lock(727005)');
      expect(await privacy.prune()).toBeNull();
      await runner.query('SELECT pg_advisory_unlock(727005)');
      await runner.release();
    }
    const result = await privacy.prune();
    expect(result).toMatchObject({ leads: 1, deliveries: 4 });
    expect(await server.dataSource.query('SELECT id FROM playbook_leads WHERE id = $1', [old.body.id])).toEqual([]);
    expect(await server.dataSource.query('SELECT id FROM playbook_leads WHERE id = $1', [recent.body.id])).toHaveLength(1);
    expect(
      await server.dataSource.query('SELECT id FROM delivery_jobs WHERE "leadId" = ANY($1::uuid[])', [[old.body.id, recent.body.id]]),
    ).toEqual([]);
    // Default settings keep leads: nothing more goes.
    expect(await server.services.leadPrivacy.prune()).toEqual({ leads: 0, deliveries: 0, files: 0 });
  });
});
