// The lead detail's delivery timeline: each e-mail and webhook the lead set off, with its state
// (queued, sending, sent, retrying, failed, skipped), attempts and last error.
import { Card, Empty, Timeline, Typography } from 'antd';
import type { AdminLeadDetailFragment, DeliveryStatus } from '../../../graphql/generated';
import { deliveredLabel, formatDateTime } from '../shared/admin-format';
import { DeliveryStatusTag } from '../delivery/delivery-status-tag';

const COLOR: Record<DeliveryStatus, string> = {
  QUEUED: 'gray',
  SENDING: 'blue',
  RETRYING: 'orange',
  DELIVERED: 'green',
  FAILED: 'red',
  SKIPPED: 'gray',
};

type Delivery = AdminLeadDetailFragment['deliveries'][number];

function describe(delivery: Delivery): string {
  const when =
    delivery.completedAt && (delivery.state === 'DELIVERED' || delivery.state === 'FAILED')
      ? ` · ${delivery.state === 'DELIVERED' ? 'done' : 'given up'} ${formatDateTime(delivery.completedAt)}`
      : delivery.nextAttemptAt && delivery.state === 'RETRYING'
        ? ` · next attempt ${formatDateTime(delivery.nextAttemptAt)}`
        : '';
  return `Queued ${formatDateTime(delivery.queuedAt)} · ${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}${when}`;
}

export function LeadTimeline({ deliveries }: { deliveries: AdminLeadDetailFragment['deliveries'] }) {
  return (
    <Card className="admin-card" title="Deliveries">
      {deliveries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No e-mails or webhooks." />
      ) : (
        <Timeline
          items={deliveries.map((delivery) => ({
            key: delivery.id,
            color: COLOR[delivery.state],
            content: (
              <div className="admin-lead__delivery">
                <span>
                  <strong>{delivery.kind === 'email' ? 'E-mail' : 'Webhook'}</strong> {delivery.what}
                  {delivery.redelivery ? ' (redelivery)' : ''}{' '}
                  <DeliveryStatusTag
                    status={delivery.state}
                    deliveredLabel={delivery.kind === 'email' ? deliveredLabel(delivery.deliveredVia) : undefined}
                  />
                </span>
                <Typography.Text>To {delivery.recipient || '-'}</Typography.Text>
                <Typography.Text type="secondary">{describe(delivery)}</Typography.Text>
                {delivery.lastError && <Typography.Text type="danger">{delivery.lastError}</Typography.Text>}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
