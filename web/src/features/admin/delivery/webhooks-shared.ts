// What the webhooks screen's sections share: row types, the form's id, event labels, the lists a
// write refetches.
import { WEBHOOK_EVENTS } from '../../../../../schema/validation/webhooks';
import { ADMIN_PAGE_SIZE } from '../../../../../schema/validation/paging';
import {
  AdminWebhookDeliveriesDocument,
  AdminWebhookEndpointsDocument,
  type AdminWebhookDeliveryFieldsFragment,
  type AdminWebhookEndpointFieldsFragment,
} from '../../../graphql/generated';

export type Endpoint = AdminWebhookEndpointFieldsFragment;
export type Delivery = AdminWebhookDeliveryFieldsFragment;

export const FORM = 'webhook';
export const eventLabel = (value: string) => WEBHOOK_EVENTS.find((e) => e.value === value)?.label ?? value;
export const refetchAll = [
  { query: AdminWebhookEndpointsDocument },
  { query: AdminWebhookDeliveriesDocument, variables: { pageSize: ADMIN_PAGE_SIZE } },
];
