import { useState } from 'react';
import { Card, Select, Typography } from 'antd';
import { ADMIN_PAGE_SIZE } from '../../../../../schema/validation/paging';
import {
  useAdminRedeliverWebhookDeliveryMutation,
  useAdminWebhookDeliveriesQuery,
  useAdminWebhookEndpointsQuery,
} from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import { matchesSearch } from '../shared/admin-search';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { deliveryStatusLabel } from './delivery-status-tag';
import { deliveryColumns } from './webhook-delivery-columns';
import { refetchAll, useSectionTable, type Delivery } from './webhooks-shared';

// ---- the delivery log: status, attempts, last error, Redeliver --------------------------------

export function DeliveriesSection() {
  const [endpointId, setEndpointId] = useState<string | undefined>(undefined);
  const endpoints = useAdminWebhookEndpointsQuery();
  const deliveries = useAdminWebhookDeliveriesQuery({ variables: { pageSize: ADMIN_PAGE_SIZE } });
  const [redeliver] = useAdminRedeliverWebhookDeliveryMutation();
  const toast = useAdminToast();
  const list = useSectionTable('deliveries', deliveries, (data, search) =>
    data.webhookDeliveries.items.filter(
      (d) =>
        (!endpointId || d.endpointId === endpointId) &&
        matchesSearch(search, [d.event, d.endpointUrl, d.lastError, deliveryStatusLabel(d.status), d.eventId, d.id]),
    ),
  );

  const send = async (delivery: Delivery) => {
    try {
      const result = await redeliver({ variables: { id: delivery.id }, refetchQueries: refetchAll.slice(1), awaitRefetchQueries: true });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      toast.success(
        'Redelivery queued',
        result.data.redeliverWebhookDelivery.id === delivery.id
          ? 'The delivery is retried now.'
          : 'The event is sent again as a new delivery.',
      );
    } catch (failure) {
      toast.error('Error', messageOr(failure, 'Could not redeliver the event'));
    }
  };

  const columns = deliveryColumns(send);

  return (
    <Card className="admin-card delivery-admin__section" title="Deliveries">
      <TableToolbar
        {...list.toolbar}
        actions={
          <Select
            className="delivery-admin__filter"
            allowClear
            placeholder="All endpoints"
            aria-label="Filter by endpoint"
            value={endpointId}
            onChange={(value?: string) => setEndpointId(value)}
            options={(endpoints.data?.webhookEndpoints ?? []).map((e) => ({ value: e.id, label: e.url }))}
          />
        }
      />
      <AdminTable
        {...list.table}
        columns={columns}
        rowKey={(d) => d.id}
        expandable={{
          // The expand buttons' column needs a header a screen reader can name (axe: empty-table-header).
          columnTitle: <span className="admin-sr-only">Details</span>,
          expandedRowRender: (d) => (
            <dl className="delivery-admin__muted">
              <dt>Delivery id (X-FinOps-Delivery-Id)</dt>
              <dd>
                <Typography.Text code copyable>
                  {d.id}
                </Typography.Text>
              </dd>
              <dt>Event id (X-FinOps-Event-Id)</dt>
              <dd>
                <Typography.Text code copyable>
                  {d.eventId}
                </Typography.Text>
              </dd>
              {d.completedAt && (
                <>
                  <dt>Finished</dt>
                  <dd>{formatDateTime(d.completedAt)}</dd>
                </>
              )}
            </dl>
          ),
        }}
        // The newest 100 deliveries (the log's useful end), 20 to a page.
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </Card>
  );
}
