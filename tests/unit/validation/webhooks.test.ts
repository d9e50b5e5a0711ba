import {
  isWebhookEvent,
  isWebhookUrl,
  unknownEventsMessage,
  WEBHOOK_EVENTS_MESSAGE,
  WEBHOOK_URL_MESSAGE,
  webhookEndpointSchema,
} from '../../../schema/validation/webhooks';
import { errorsOf, fieldError, repeat } from './helpers';

const valid = { url: 'https://hooks.example.com/finops', events: ['lead.playbook.created'], description: 'CRM' };

describe('webhook endpoint rules', () => {
  it('accept a valid endpoint', () => {
    expect(errorsOf(webhookEndpointSchema, valid)).toEqual({});
    expect(
      errorsOf(webhookEndpointSchema, {
        ...valid,
        events: ['lead.playbook.created', 'lead.contact.created'],
        description: null,
        active: false,
      }),
    ).toEqual({});
  });

  it.each(['https://hooks.example.com/x?y=1', 'http://localhost:8080/hook', 'http://10.0.0.5/hook', 'HTTPS://EXAMPLE.COM'])(
    'accept the http(s) address %s',
    (url) => {
      expect(isWebhookUrl(url)).toBe(true);
    },
  );

  it.each([
    ['ftp://example.com/hook'],
    ['javascript:alert(1)'],
    ['//example.com/hook'],
    ['/relative/path'],
    ['https://'],
    ['https://exa mple.com'],
    ['https://user:secret@example.com/hook'],
    ['not a url'],
    [''],
  ])('refuse %j with the URL message', (url) => {
    expect(isWebhookUrl(url)).toBe(false);
    expect(fieldError(webhookEndpointSchema, valid, 'url', { url })).toBe(WEBHOOK_URL_MESSAGE);
  });

  it('limit the URL and description lengths', () => {
    expect(fieldError(webhookEndpointSchema, valid, 'url', { url: `https://example.com/${repeat(2040)}` })).toBe(
      'The URL must be 2048 characters or less.',
    );
    expect(fieldError(webhookEndpointSchema, valid, 'description', { description: repeat(201) })).toBe(
      'Description must be 200 characters or less.',
    );
  });

  it('need at least one known event', () => {
    expect(fieldError(webhookEndpointSchema, valid, 'events', { events: [] })).toBe(WEBHOOK_EVENTS_MESSAGE);
    expect(fieldError(webhookEndpointSchema, valid, 'events', { events: undefined })).toBe(WEBHOOK_EVENTS_MESSAGE);
    expect(errorsOf(webhookEndpointSchema, { ...valid, events: ['lead.deleted', 'post.publish', 'nope', 'nope'] })).toEqual({
      events: unknownEventsMessage(['post.publish', 'nope']),
    });
    expect(unknownEventsMessage(['post.publish', 'nope'])).toMatch(
      /^Unknown events: post\.publish, nope\. Known events: lead\.playbook\.created, /,
    );
    expect(unknownEventsMessage(['x'])).toMatch(/^Unknown event: x\./);
    expect(isWebhookEvent('lead.contact.created')).toBe(true);
    expect(isWebhookEvent('lead.created')).toBe(false);
  });
});
