// What every lead submission passes first, from GraphQL and REST alike: the per-address rate
// limit, and the honeypot — a form field people never see (web: lead-form-kit.tsx) that naive
// bots fill. A filled honeypot gets an answer that looks like any other; nothing is stored.
import { randomUUID } from 'node:crypto';
import type { RateLimits } from './rate-limits';

/** The honeypot's field name, in the GraphQL inputs, the REST bodies and the forms. */
export const HONEYPOT_FIELD = 'website';

export interface LeadReceiptLike {
  id: string;
  createdAt: Date;
}

/** True when the submission filled the honeypot. */
export function isHoneypotFilled(input: unknown): boolean {
  if (!input || typeof input !== 'object') return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

export class LeadGuard {
  constructor(private readonly limits: RateLimits) {}

  /** Counts the submission (over the limit: TooManyRequestsError), then stores it unless it is a bot's. */
  async submit<R extends LeadReceiptLike>(input: unknown, ip: string, store: () => Promise<R>): Promise<R | LeadReceiptLike> {
    await this.limits.consumeLead(ip);
    if (isHoneypotFilled(input)) return { id: randomUUID(), createdAt: new Date() };
    return store();
  }
}
