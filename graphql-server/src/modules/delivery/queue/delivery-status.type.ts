// The GraphQL face of a delivery's progress, shared by the webhook log and the e-mail outbox.
import { registerEnumType } from 'type-graphql';
import { DeliveryState } from './delivery-state';

registerEnumType(DeliveryState, {
  name: 'DeliveryStatus',
  description: 'Where an e-mail or a webhook delivery is.',
  valuesConfig: {
    QUEUED: { description: 'Waiting for the first attempt.' },
    RETRYING: { description: 'An attempt failed; the next is scheduled (nextAttemptAt).' },
    SENDING: { description: 'An attempt is in progress.' },
    DELIVERED: { description: 'Accepted by the mail server or the receiver (2xx).' },
    FAILED: { description: 'Given up after the last retry.' },
    SKIPPED: { description: 'Deliberately not sent; lastError says why.' },
  },
});

export { DeliveryState };
