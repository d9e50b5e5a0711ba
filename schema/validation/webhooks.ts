/**
 * Webhook endpoints an admin registers (issue 7, docs/integrators.md 'Webhooks'): the events a
 * lead produces and the rules of the endpoint form. Used by the admin form (formik) and by the
 * server's webhooks service.
 */
import * as yup from 'yup';

/** Every event a webhook endpoint can subscribe to, in the order the admin form lists them. */
export const WEBHOOK_EVENTS = [
  { value: 'lead.playbook.created', label: 'Playbook lead created', description: 'Someone asked for the free playbook chapter.' },
  { value: 'lead.contact.created', label: 'Contact request created', description: 'Someone asked for a consultation.' },
  { value: 'lead.updated', label: 'Lead updated', description: 'A lead’s status, owner or labels changed, or a note was added.' },
  { value: 'lead.deleted', label: 'Lead erased', description: 'A lead was erased (its id and kind only, no personal data).' },
  { value: 'post.published', label: 'Post published', description: 'A blog post became public.' },
  { value: 'post.updated', label: 'Post updated', description: 'A public blog post was changed.' },
  { value: 'post.unpublished', label: 'Post unpublished', description: 'A public blog post was taken back to draft or review.' },
  { value: 'post.deleted', label: 'Post deleted', description: 'A public blog post was deleted.' },
  { value: 'resource.published', label: 'Resource published', description: 'A resource became public.' },
  { value: 'resource.updated', label: 'Resource updated', description: 'A public resource was changed.' },
  { value: 'resource.unpublished', label: 'Resource unpublished', description: 'A public resource was taken back to draft or review.' },
  { value: 'resource.deleted', label: 'Resource deleted', description: 'A public resource was deleted.' },
  { value: 'page.published', label: 'Page published', description: 'A page of the site became public.' },
  { value: 'page.updated', label: 'Page updated', description: 'A public page was changed.' },
  { value: 'page.unpublished', label: 'Page unpublished', description: 'A public page was taken back to draft or review.' },
  { value: 'page.deleted', label: 'Page deleted', description: 'A public page was deleted.' },
  { value: 'category.created', label: 'Category created', description: 'A blog category was added.' },
  { value: 'category.updated', label: 'Category updated', description: 'A category’s name, slug or description changed.' },
  { value: 'category.deleted', label: 'Category deleted', description: 'A category was deleted.' },
] as const;

/** Sent by "Send test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'ping';

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]['value'];

const WEBHOOK_EVENT_VALUES: readonly WebhookEvent[] = WEBHOOK_EVENTS.map((e) => e.value);

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === 'string' && (WEBHOOK_EVENT_VALUES as readonly string[]).includes(value);
}

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

export const WEBHOOK_URL_MESSAGE = 'Please enter a valid http:// or https:// URL.';
export const WEBHOOK_EVENTS_MESSAGE = 'Choose at least one event.';

/** The message for event names that do not exist, naming them and the known ones. */
export function unknownEventsMessage(unknown: readonly string[]): string {
  return `Unknown event${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}. Known events: ${WEBHOOK_EVENT_VALUES.join(', ')}.`;
}

/** The names in `events` that are not webhook events. */
function unknownEvents(events: readonly unknown[]): string[] {
  return [...new Set(events.filter((e) => !isWebhookEvent(e)).map(String))];
}

/**
 * An absolute http:// or https:// address with a host, no credentials (they would be sent to
 * every receiver and shown in the admin) and no whitespace or control characters.
 */
export function isWebhookUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const webhookEndpointSchema = yup.object({
  url: yup
    .string()
    .trim()
    .required(WEBHOOK_URL_MESSAGE)
    .test('webhook-url', WEBHOOK_URL_MESSAGE, (value) => value == null || isWebhookUrl(value))
    .max(WEBHOOK_URL_MAX_LENGTH, `The URL must be ${WEBHOOK_URL_MAX_LENGTH} characters or less.`),
  events: yup
    .array()
    .of(yup.string().required())
    .required(WEBHOOK_EVENTS_MESSAGE)
    .min(1, WEBHOOK_EVENTS_MESSAGE)
    .test(
      'known-events',
      ({ value }) => unknownEventsMessage(unknownEvents(value ?? [])),
      (value) => unknownEvents(value ?? []).length === 0,
    ),
  description: yup
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, `Description must be ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters or less.`)
    .nullable()
    .optional(),
  active: yup.boolean().nullable().optional(),
});
