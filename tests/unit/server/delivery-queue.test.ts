import { backoffDelay, MAX_BACKOFF_MS, RETRY_WINDOW_MS } from '../../../graphql-server/src/modules/delivery/queue/delivery-queue';
import {
  deliveryState,
  DeliveryState,
  emailDeliveredVia,
  statusesOf,
} from '../../../graphql-server/src/modules/delivery/queue/delivery-state';
import { deliveredLabel } from '../../../web/src/features/admin/shared/admin-format';

describe('backoffDelay', () => {
  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('is capped at an hour, however many attempts failed', () => {
    expect(backoffDelay(8, 30_000)).toBe(MAX_BACKOFF_MS);
    expect(backoffDelay(1000, 30_000)).toBe(MAX_BACKOFF_MS);
  });

  it('treats a first (or missing) attempt as the base delay', () => {
    expect(backoffDelay(0, 100)).toBe(100);
    expect(backoffDelay(1, 100)).toBe(100);
  });

  it('retries for a day with the default base: about 30 attempts', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed + backoffDelay(attempts + 1, 30_000) <= RETRY_WINDOW_MS) elapsed += backoffDelay(++attempts, 30_000);
    expect(attempts).toBeGreaterThanOrEqual(25);
    expect(attempts).toBeLessThanOrEqual(35);
  });
});

describe('delivery states', () => {
  it.each([
    ['pending', 0, DeliveryState.QUEUED],
    ['pending', 2, DeliveryState.RETRYING],
    ['running', 1, DeliveryState.SENDING],
    ['succeeded', 1, DeliveryState.DELIVERED],
    ['failed', 9, DeliveryState.FAILED],
  ] as const)('a %s job after %i attempts is %s, and the filter finds it', (status, attempts, state) => {
    expect(deliveryState({ status, attempts })).toBe(state);
    const filter = statusesOf(state);
    expect(filter.status).toBe(status);
    if (filter.retried !== undefined) expect(filter.retried).toBe(attempts > 0);
  });
});

describe('emailDeliveredVia (the Outbox and the lead detail say the same)', () => {
  type Job = Parameters<typeof emailDeliveredVia>[0];
  const job = (over: Partial<Job>): Job => ({ kind: 'email', status: 'succeeded', attempts: 1, result: {}, ...over });

  it("is 'file' for an e-mail only written to the outbox folder, and the label says so", () => {
    expect(emailDeliveredVia(job({ result: { transport: 'outbox', file: 'a.eml' } }))).toBe('file');
    // Rows from before the transport was recorded: a file name means the outbox folder mailer.
    expect(emailDeliveredVia(job({ result: { file: 'a.eml' } }))).toBe('file');
    expect(deliveredLabel(emailDeliveredVia(job({ result: { transport: 'outbox' } })))).toBe('Written to file');
  });

  it("is 'smtp' for an e-mail the mail server took, labelled 'Sent'", () => {
    expect(emailDeliveredVia(job({ result: { transport: 'smtp', messageId: '<x@y>' } }))).toBe('smtp');
    expect(deliveredLabel(emailDeliveredVia(job({ result: {} })))).toBe('Sent');
  });

  it('is null for webhooks and for e-mails not delivered yet', () => {
    expect(emailDeliveredVia(job({ kind: 'webhook' }))).toBeNull();
    expect(emailDeliveredVia(job({ status: 'pending', attempts: 0 }))).toBeNull();
    expect(emailDeliveredVia(job({ status: 'failed', result: { transport: 'outbox' } }))).toBeNull();
  });
});
