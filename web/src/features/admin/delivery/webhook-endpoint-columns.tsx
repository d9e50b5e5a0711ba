import { Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, KeyOutlined, PauseCircleOutlined, PlayCircleOutlined, SendOutlined } from '@ant-design/icons';
import { formatDateTime } from '../shared/admin-format';
import type { Endpoint } from './webhooks-shared';

/** What an endpoint's row buttons do. */
export interface EndpointActions {
  test: (endpoint: Endpoint) => Promise<void>;
  edit: (endpoint: Endpoint) => void;
  rotate: (endpoint: Endpoint) => void;
  toggle: (endpoint: Endpoint) => Promise<void>;
  remove: (endpoint: Endpoint) => void;
}

/** The endpoints table's columns; the actions: send a test event, edit, rotate the secret, pause/resume, delete. */
export function endpointColumns({ test, edit, rotate, toggle, remove }: EndpointActions): ColumnsType<Endpoint> {
  return [
    {
      key: 'url',
      title: 'URL',
      render: (_, endpoint) => (
        <>
          <span className="delivery-admin__url">{endpoint.url}</span>
          {endpoint.description && <span className="delivery-admin__muted">{endpoint.description}</span>}
        </>
      ),
    },
    {
      key: 'events',
      title: 'Events',
      width: 230,
      render: (_, endpoint) => (
        <Space size={[4, 4]} wrap>
          {endpoint.events.map((event) => (
            <Tag key={event} title={event}>
              {event}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      width: 100,
      render: (_, endpoint) => (endpoint.active ? <Tag color="success">Active</Tag> : <Tag>Paused</Tag>),
    },
    {
      key: 'secret',
      title: 'Secret',
      width: 150,
      render: (_, endpoint) => (
        <>
          <Typography.Text code>{endpoint.secretHint}</Typography.Text>
          {endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > new Date() && (
            <span className="delivery-admin__muted">Old secret valid until {formatDateTime(endpoint.previousSecretExpiresAt)}</span>
          )}
        </>
      ),
    },
    {
      key: 'created',
      title: 'Created',
      width: 170,
      render: (_, endpoint) => <time dateTime={endpoint.createdAt}>{formatDateTime(endpoint.createdAt)}</time>,
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 260,
      render: (_, endpoint) => (
        <Space size={4} wrap>
          <Button
            size="small"
            type="text"
            icon={<SendOutlined aria-hidden />}
            onClick={() => void test(endpoint)}
            aria-label={`Send test event to ${endpoint.url}`}
          >
            Send test
          </Button>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined aria-hidden />}
            onClick={() => edit(endpoint)}
            aria-label={`Edit ${endpoint.url}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            type="text"
            icon={<KeyOutlined aria-hidden />}
            onClick={() => rotate(endpoint)}
            aria-label={`Rotate secret of ${endpoint.url}`}
          >
            Rotate secret
          </Button>
          <Button
            size="small"
            type="text"
            icon={endpoint.active ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
            onClick={() => void toggle(endpoint)}
            aria-label={`${endpoint.active ? 'Pause' : 'Resume'} ${endpoint.url}`}
          >
            {endpoint.active ? 'Pause' : 'Resume'}
          </Button>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => remove(endpoint)}
            aria-label={`Delete ${endpoint.url}`}
          >
            Delete
          </Button>
        </Space>
      ),
    },
  ];
}
