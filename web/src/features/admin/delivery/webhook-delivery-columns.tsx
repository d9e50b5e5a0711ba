import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RedoOutlined } from '@ant-design/icons';
import { formatDateTime } from '../shared/admin-format';
import { DeliveryStatusTag } from './delivery-status-tag';
import type { Delivery } from './webhooks-shared';

/** The delivery log's columns; Redeliver calls `send`. */
export function deliveryColumns(send: (delivery: Delivery) => Promise<void>): ColumnsType<Delivery> {
  return [
    { key: 'date', title: 'Date', width: 150, render: (_, d) => <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time> },
    {
      key: 'event',
      title: 'Event and endpoint',
      width: 270,
      render: (_, d) => (
        <>
          <Typography.Text code>{d.event}</Typography.Text>
          {d.redeliveryOf && <Tag className="delivery-admin__tag">Redelivery</Tag>}
          <span className="delivery-admin__url delivery-admin__muted">{d.endpointUrl}</span>
        </>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      width: 130,
      render: (_, d) => (
        <>
          <DeliveryStatusTag status={d.status} />
          {d.lastResponseCode !== null && <span className="delivery-admin__muted">HTTP {d.lastResponseCode}</span>}
        </>
      ),
    },
    { key: 'attempts', title: 'Attempts', width: 90, align: 'right', render: (_, d) => d.attempts },
    {
      key: 'error',
      title: 'Last error',
      render: (_, d) => (
        <>
          {d.lastError ? <span className="delivery-admin__error">{d.lastError}</span> : '-'}
          {d.status === 'RETRYING' && d.nextAttemptAt && (
            <span className="delivery-admin__muted">Next attempt {formatDateTime(d.nextAttemptAt)}</span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 130,
      render: (_, d) => (
        <Button
          size="small"
          icon={<RedoOutlined aria-hidden />}
          disabled={d.status === 'SENDING'}
          onClick={() => void send(d)}
          aria-label={`Redeliver ${d.event} to ${d.endpointUrl}`}
        >
          Redeliver
        </Button>
      ),
    },
  ];
}
