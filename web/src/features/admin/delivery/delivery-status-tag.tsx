// The status of a queued delivery (a webhook or an e-mail) as a coloured tag, the same on the
// Webhooks and Outbox pages.
import { Tag } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  MinusCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { DeliveryStatus } from '../../../graphql/generated';

const STATUS: Record<DeliveryStatus, { label: string; color: string; icon: React.ReactNode }> = {
  QUEUED: { label: 'Queued', color: 'default', icon: <ClockCircleOutlined aria-hidden /> },
  RETRYING: { label: 'Retrying', color: 'warning', icon: <ExclamationCircleOutlined aria-hidden /> },
  SENDING: { label: 'Sending', color: 'processing', icon: <SyncOutlined spin aria-hidden /> },
  DELIVERED: { label: 'Delivered', color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  FAILED: { label: 'Failed', color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
  SKIPPED: { label: 'Skipped', color: 'default', icon: <MinusCircleOutlined aria-hidden /> },
};

/** Every state, in the order the filters list them. */
export const DELIVERY_STATUSES = Object.keys(STATUS) as DeliveryStatus[];

/** `deliveredLabel` names success in the page's words ('Sent' for e-mail). */
export function DeliveryStatusTag({ status, deliveredLabel }: { status: DeliveryStatus; deliveredLabel?: string }) {
  const { label, color, icon } = STATUS[status];
  return (
    <Tag color={color} icon={icon}>
      {status === 'DELIVERED' && deliveredLabel ? deliveredLabel : label}
    </Tag>
  );
}

export function deliveryStatusLabel(status: DeliveryStatus, deliveredLabel?: string): string {
  return status === 'DELIVERED' && deliveredLabel ? deliveredLabel : STATUS[status].label;
}
