// What a delivery_jobs row carries in its jsonb `payload`, per kind of job: a discriminated
// union on `kind`. Written typed at enqueue time and parsed with zod on every read, so a row the
// code no longer understands (an older shape, a hand edit) fails loudly as a permanent delivery
// failure instead of sending something half-formed.
import { z } from 'zod';

const MAIL_TEMPLATES = [
  'playbook-chapter',
  'playbook-sales',
  'contact-confirmation',
  'contact-sales',
  'account-invitation',
  'password-reset',
  'email-change',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** Files a queued message may attach, by key (the job stores the key, not the bytes). */
const ATTACHMENT_KEYS = ['playbook-chapter'] as const;
export type AttachmentKey = (typeof ATTACHMENT_KEYS)[number];

/** The payload of an e-mail job: the rendered message. */
const emailPayloadSchema = z.object({
  template: z.enum(MAIL_TEMPLATES),
  to: z.array(z.string()),
  replyTo: z.string().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.enum(ATTACHMENT_KEYS)),
});
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/** The payload of a webhook job: the exact body, so every attempt sends the same bytes. */
const webhookPayloadSchema = z.object({ body: z.string() });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

const jobPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), payload: emailPayloadSchema }),
  z.object({ kind: z.literal('webhook'), payload: webhookPayloadSchema }),
]);

/** A job's kind with the payload that kind carries. */
export type JobPayload = z.infer<typeof jobPayloadSchema>;
export type DeliveryKind = JobPayload['kind'];

/** Thrown when a stored payload does not fit its kind: the worker records it as a permanent failure. */
export class InvalidJobPayloadError extends Error {
  constructor(kind: string) {
    super(`The stored job does not carry a valid ${kind} payload.`);
    this.name = 'InvalidJobPayloadError';
  }
}

function parse(job: { kind: string; payload: unknown }): JobPayload {
  const parsed = jobPayloadSchema.safeParse({ kind: job.kind, payload: job.payload });
  if (!parsed.success) throw new InvalidJobPayloadError(job.kind);
  return parsed.data;
}

/** The message of a stored e-mail job. */
export function emailPayloadOf(job: { kind: string; payload: unknown }): EmailPayload {
  const parsed = parse(job);
  if (parsed.kind !== 'email') throw new InvalidJobPayloadError('email');
  return parsed.payload;
}

/** The body of a stored webhook job. */
export function webhookPayloadOf(job: { kind: string; payload: unknown }): WebhookPayload {
  const parsed = parse(job);
  if (parsed.kind !== 'webhook') throw new InvalidJobPayloadError('webhook');
  return parsed.payload;
}
