// The GraphQL face of a delivery's progress, shared by the webhook log and the e-mail outbox.
import { registerEnumType } from 'type-graphql';
import { DeliveryState } from './delivery-state';

registerEnumType(DeliveryState, {
  name: 'DeliveryStatus',
  description:
    'QUEUED: waiting for the first attempt; RETRYING: an attempt failed, the next is scheduled; SENDING: in progress; DELIVERED; FAILED: given up; SKIPPED: deliberately not sent (lastError says why).',
});

export { DeliveryState };
