import { useState } from 'react';
import { Card, DatePicker, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { WEBHOOK_EVENTS } from '../../../../../schema/validation/webhooks';
import {
  type DeliveryStatus,
  useAdminRedeliverWebhookDeliveryMutation,
  useAdminWebhookDeliveriesQuery,
  useAdminWebhookEndpointsQuery,
} from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { DELIVERY_STATUSES, deliveryStatusLabel } from './delivery-status-tag';
import { deliveryColumns } from './webhook-delivery-columns';
import { refetchAll, type Delivery } from './webhooks-shared';

type DateRange = [Dayjs | null, Dayjs | null] | null;

interface DeliveryFiltersProps {
  endpointId?: string;
  onEndpoint(value?: string): void;
  event?: string;
  onEvent(value?: string): void;
  status?: DeliveryStatus;
  onStatus(value?: DeliveryStatus): void;
  range: DateRange;
  onRange(value: DateRange): void;
}

/** The log's filters: endpoint, event, status and date range. */
function DeliveryFilters(props: DeliveryFiltersProps) {
  const endpoints = useAdminWebhookEndpointsQuery();
  return (
    <Space wrap>
      <Select
        className="delivery-admin__filter"
        allowClear
        placeholder="All endpoints"
        aria-label="Filter by endpoint"
        value={props.endpointId}
        onChange={props.onEndpoint}
        options={(endpoints.data?.webhookEndpoints ?? []).map((e) => ({ value: e.id, label: e.url }))}
      />
      <Select
        className="delivery-admin__filter"
        allowClear
        placeholder="All events"
        aria-label="Filter by event"
        value={props.event}
        onChange={props.onEvent}
        options={WEBHOOK_EVENTS.map((e) => ({ value: e.value, label: e.value }))}
      />
      <Select
        className="delivery-admin__filter"
        allowClear
        placeholder="All statuses"
        aria-label="Filter by status"
        value={props.status}
        onChange={props.onStatus}
        options={DELIVERY_STATUSES.map((value) => ({ value, label: deliveryStatusLabel(value) }))}
      />
      <DatePicker.RangePicker aria-label="Filter by date" value={props.range} onChange={props.onRange} />
    </Space>
  );
}

/** A delivery's expanded row: the ids a receiver logs, and when it finished. */
function DeliveryDetails({ delivery: d }: { delivery: Delivery }) {
  return (
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
  );
}

/** Redeliver: the delivery retried now, or its event sent again as a new delivery; the outcome toasted. */
function useRedeliver() {
  const [redeliver] = useAdminRedeliverWebhookDeliveryMutation();
  const toast = useAdminToast();
  return async (delivery: Delivery) => {
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
}

// ---- the delivery log: searched and paged on the server; status, attempts, last error, Redeliver --

const PAGE_SIZE = 20;

export function DeliveriesSection() {
  const [endpointId, setEndpointId] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<DeliveryStatus | undefined>(undefined);
  const [event, setEvent] = useState<string | undefined>(undefined);
  const [range, setRange] = useState<DateRange>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deliveries = useAdminWebhookDeliveriesQuery({
    variables: {
      endpointId,
      status,
      event,
      from: range?.[0]?.startOf('day').toISOString(),
      to: range?.[1]?.endOf('day').toISOString(),
      search: search.trim() || undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const send = useRedeliver();
  /** A filter change starts again from the first page. */
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const retry = () => void deliveries.refetch().catch(() => undefined);

  const columns = deliveryColumns(send);

  return (
    <Card className="admin-card delivery-admin__section" title="Deliveries">
      <TableToolbar
        things="deliveries"
        search={search}
        onSearch={filter(setSearch)}
        refreshing={deliveries.loading && !!deliveries.data}
        onRefresh={retry}
        actions={
          <DeliveryFilters
            endpointId={endpointId}
            onEndpoint={filter((value?: string) => setEndpointId(value))}
            event={event}
            onEvent={filter((value?: string) => setEvent(value))}
            status={status}
            onStatus={filter((value?: DeliveryStatus) => setStatus(value))}
            range={range}
            onRange={filter(setRange)}
          />
        }
      />
      <AdminTable
        things="deliveries"
        rows={deliveries.data?.webhookDeliveries.items}
        loading={deliveries.loading}
        error={deliveries.error}
        onRetry={retry}
        search={search}
        columns={columns}
        rowKey={(d) => d.id}
        expandable={{
          // The expand buttons' column needs a header a screen reader can name (axe: empty-table-header).
          columnTitle: <span className="admin-sr-only">Details</span>,
          expandedRowRender: (d) => <DeliveryDetails delivery={d} />,
        }}
        // Paged on the server, newest first.
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: deliveries.data?.webhookDeliveries.totalCount ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
