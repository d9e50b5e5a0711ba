import { emailPayloadOf, InvalidJobPayloadError, webhookPayloadOf } from '../../../graphql-server/src/modules/delivery/queue/job-payloads';

const email = {
  template: 'contact-sales',
  to: ['sales@example.com'],
  replyTo: 'ada@example.com',
  subject: 'New contact request',
  text: 'Hello',
  html: '<p>Hello</p>',
  attachments: [],
};

describe('delivery job payloads, parsed on read', () => {
  it('reads an e-mail job as its message', () => {
    expect(emailPayloadOf({ kind: 'email', payload: email })).toEqual(email);
  });

  it('reads a webhook job as its exact body', () => {
    expect(webhookPayloadOf({ kind: 'webhook', payload: { body: '{"id":"1"}' } })).toEqual({ body: '{"id":"1"}' });
  });

  it('refuses a payload of another kind', () => {
    expect(() => emailPayloadOf({ kind: 'webhook', payload: { body: '{}' } })).toThrow(InvalidJobPayloadError);
    expect(() => webhookPayloadOf({ kind: 'email', payload: email })).toThrow(InvalidJobPayloadError);
  });

  it('refuses a payload that does not fit its kind', () => {
    expect(() => emailPayloadOf({ kind: 'email', payload: { ...email, attachments: ['unknown-file'] } })).toThrow(InvalidJobPayloadError);
    expect(() => emailPayloadOf({ kind: 'email', payload: { ...email, to: 'sales@example.com' } })).toThrow(InvalidJobPayloadError);
    expect(() => webhookPayloadOf({ kind: 'webhook', payload: { body: 42 } })).toThrow(InvalidJobPayloadError);
    expect(() => webhookPayloadOf({ kind: 'sms', payload: { body: '{}' } })).toThrow(InvalidJobPayloadError);
  });
});
