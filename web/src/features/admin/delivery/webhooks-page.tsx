// Admin 'Webhooks' (/admin/webhooks): the endpoints that receive signed lead events — add one
// (its secret is shown once, in a dialog), pause or resume it, delete it — and the delivery log
// with each delivery's status, attempts and last error, and Redeliver.
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Modal, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ApiOutlined, DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined, PlusOutlined, RedoOutlined } from '@ant-design/icons';
import { FormikProvider, useFormik, useFormikContext } from 'formik';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_EVENTS, webhookEndpointSchema } from '../../../../../schema/validation/webhooks';
import { usePageMeta } from '../../../app/use-page-meta';
import {
  AdminWebhookDeliveriesDocument,
  AdminWebhookEndpointsDocument,
  useAdminCreateWebhookEndpointMutation,
  useAdminDeleteWebhookEndpointMutation,
  useAdminRedeliverWebhookDeliveryMutation,
  useAdminUpdateWebhookEndpointMutation,
  useAdminWebhookDeliveriesQuery,
  useAdminWebhookEndpointsQuery,
  type AdminWebhookDeliveryFieldsFragment,
  type AdminWebhookEndpointFieldsFragment,
} from '../../../graphql/generated';
import { ADMIN_PAGE_SIZE } from '../../../../../schema/validation/paging';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import { matchesSearch } from '../shared/admin-search';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { DeliveryStatusTag, deliveryStatusLabel } from './delivery-status-tag';
import { EditorFrame, FieldItem, reportSaveError, TextField, useFieldError } from '../shared/editor-kit';
import { useAdminToast } from '../../../app/use-admin-toast';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import '../shared/admin.css';
import './delivery-admin.css';

type Endpoint = AdminWebhookEndpointFieldsFragment;
type Delivery = AdminWebhookDeliveryFieldsFragment;

const FORM = 'webhook';
const eventLabel = (value: string) => WEBHOOK_EVENTS.find((e) => e.value === value)?.label ?? value;
const refetchAll = [
  { query: AdminWebhookEndpointsDocument },
  { query: AdminWebhookDeliveriesDocument, variables: { pageSize: ADMIN_PAGE_SIZE } },
];

export function WebhooksPage() {
  usePageMeta('Webhooks | FinOps Consulting Admin', 'Send signed lead events to your own systems, and follow every delivery.');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);

  return (
    <EditorFrame
      title="Webhooks"
      backTo="/admin"
      intro={
        <>
          Each new playbook lead or contact request is sent as a signed JSON POST to the endpoints below, and retried with growing delays
          for up to 24 hours while an endpoint fails. The headers and how to verify the signature are in the integrators' guide
          (docs/integrators.md).
        </>
      }
    >
      <EndpointsSection onAdd={() => setCreating(true)} />
      <DeliveriesSection />
      <CreateEndpointDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
        }}
      />
      <SecretDialog created={secret} onClose={() => setSecret(null)} />
    </EditorFrame>
  );
}

// ---- endpoints ---------------------------------------------------------------------------------

function EndpointsSection({ onAdd }: { onAdd: () => void }) {
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useAdminWebhookEndpointsQuery();
  const [updateEndpoint] = useAdminUpdateWebhookEndpointMutation();
  const [deleteEndpoint] = useAdminDeleteWebhookEndpointMutation();
  const confirmDelete = useConfirmDelete();
  const toast = useAdminToast();
  const rows = useMemo(
    () => data?.webhookEndpoints.filter((e) => matchesSearch(search, [e.url, e.description, ...e.events.map(eventLabel), ...e.events])),
    [data, search],
  );

  const toggle = async (endpoint: Endpoint) => {
    const active = !endpoint.active;
    try {
      const result = await updateEndpoint({
        variables: { id: endpoint.id, input: { url: endpoint.url, events: endpoint.events, description: endpoint.description, active } },
      });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      toast.success(
        active ? 'Endpoint resumed' : 'Endpoint paused',
        active ? 'New leads are sent to it again.' : 'New leads are not sent to it until you resume it.',
      );
    } catch (failure) {
      toast.error('Error', messageOr(failure, 'Could not update the webhook endpoint'));
    }
  };

  const remove = (endpoint: Endpoint) =>
    confirmDelete({
      subject: `the webhook endpoint ${endpoint.url}`,
      warning: 'Its delivery log is deleted too, and deliveries still queued for it are not sent.',
      remove: async () => {
        const result = await deleteEndpoint({ variables: { id: endpoint.id }, refetchQueries: refetchAll, awaitRefetchQueries: true });
        return !!result.data?.deleteWebhookEndpoint;
      },
      deleted: ['Webhook endpoint deleted'],
      failed: 'Could not delete the webhook endpoint',
    });

  const columns: ColumnsType<Endpoint> = [
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
    { key: 'secret', title: 'Secret', width: 150, render: (_, endpoint) => <Typography.Text code>{endpoint.secretHint}</Typography.Text> },
    {
      key: 'created',
      title: 'Created',
      width: 170,
      render: (_, endpoint) => <time dateTime={endpoint.createdAt}>{formatDateTime(endpoint.createdAt)}</time>,
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 200,
      render: (_, endpoint) => (
        <Space size={4} wrap={false}>
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

  return (
    <Card className="admin-card delivery-admin__section" title="Endpoints">
      <TableToolbar
        things="webhook endpoints"
        search={search}
        onSearch={setSearch}
        refreshing={loading && !!data}
        onRefresh={() => void refetch().catch(() => undefined)}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            Add Endpoint
          </Button>
        }
      />
      <AdminTable
        things="webhook endpoints"
        rows={rows}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        search={search}
        columns={columns}
        rowKey={(endpoint) => endpoint.id}
      />
    </Card>
  );
}

// ---- create and the one-time secret ----------------------------------------------------------------

interface EndpointFormValues {
  url: string;
  events: string[];
  description: string;
}

function CreateEndpointDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { secret: string; url: string }) => void;
}) {
  const toast = useAdminToast();
  const [createEndpoint] = useAdminCreateWebhookEndpointMutation();
  const formik = useFormik<EndpointFormValues>({
    initialValues: { url: '', events: WEBHOOK_EVENTS.map((e) => e.value), description: '' },
    validationSchema: webhookEndpointSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await createEndpoint({
          variables: { input: { url: values.url.trim(), events: values.events, description: values.description.trim() || null } },
          refetchQueries: refetchAll,
          awaitRefetchQueries: true,
        });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('Webhook endpoint created');
        helpers.resetForm();
        onCreated({ secret: result.data.createWebhookEndpoint.secret, url: result.data.createWebhookEndpoint.endpoint.url });
      } catch (failure) {
        reportSaveError(failure, 'Could not create the webhook endpoint', toast, helpers);
      }
    },
  });

  return (
    <Modal
      open={open}
      title="Add a webhook endpoint"
      okText="Create Endpoint"
      okButtonProps={{ htmlType: 'submit', form: `${FORM}-form`, loading: formik.isSubmitting, icon: <ApiOutlined aria-hidden /> }}
      onCancel={() => {
        formik.resetForm();
        onClose();
      }}
      destroyOnHidden
      width={560}
    >
      <FormikProvider value={formik}>
        <Form component={false} layout="vertical">
          <form id={`${FORM}-form`} onSubmit={formik.handleSubmit} noValidate aria-label="New webhook endpoint">
            <FieldItem
              form={FORM}
              name="url"
              label="Endpoint URL"
              required
              extra="An http:// or https:// address that accepts JSON POST requests."
            >
              <TextField form={FORM} name="url" placeholder="https://crm.example.com/hooks/finops" type="url" />
            </FieldItem>
            <EventsField />
            <FieldItem form={FORM} name="description" label="Description (optional)">
              <TextField
                form={FORM}
                name="description"
                placeholder={`Where it goes, at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`}
              />
            </FieldItem>
          </form>
        </Form>
      </FormikProvider>
    </Modal>
  );
}

/** The event checkboxes, bound to formik through its context (the dialog's form provides it). */
function EventsField() {
  const formik = useFormikContext<EndpointFormValues>();
  const error = useFieldError('events');
  return (
    <FieldItem form={FORM} name="events" label="Events" required>
      <div id={`${FORM}-events`} role="group" aria-label="Events" aria-invalid={error ? true : undefined}>
        <Checkbox.Group
          className="delivery-admin__events"
          value={formik.values.events}
          onChange={(values) => {
            void formik.setFieldValue('events', values as string[]);
            void formik.setFieldTouched('events', true, false);
          }}
          options={WEBHOOK_EVENTS.map((event) => ({
            value: event.value,
            label: (
              <span>
                <Typography.Text code>{event.value}</Typography.Text> {event.description}
              </span>
            ),
          }))}
        />
      </div>
    </FieldItem>
  );
}

function SecretDialog({ created, onClose }: { created: { secret: string; url: string } | null; onClose: () => void }) {
  return (
    <Modal
      open={!!created}
      title="Copy the signing secret"
      closable={false}
      maskClosable={false}
      keyboard={false}
      // Nothing of the secret stays in the page once the dialog is closed.
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          I have copied the secret
        </Button>
      }
    >
      {created && (
        <>
          <Alert
            type="warning"
            showIcon
            title="This secret is shown only once."
            description="Store it where your receiver can read it. If it is lost, delete the endpoint and add it again."
          />
          <Typography.Paragraph className="delivery-admin__muted" style={{ marginTop: 16 }}>
            Signing secret of <span className="delivery-admin__url">{created.url}</span>
          </Typography.Paragraph>
          <Typography.Paragraph
            copyable={{ text: created.secret, tooltips: ['Copy secret', 'Copied'] }}
            className="delivery-admin__secret"
            aria-label="Signing secret"
          >
            {created.secret}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}

// ---- the delivery log ------------------------------------------------------------------------------

function DeliveriesSection() {
  const [search, setSearch] = useState('');
  const [endpointId, setEndpointId] = useState<string | undefined>(undefined);
  const endpoints = useAdminWebhookEndpointsQuery();
  const { data, loading, error, refetch } = useAdminWebhookDeliveriesQuery({ variables: { pageSize: ADMIN_PAGE_SIZE } });
  const [redeliver] = useAdminRedeliverWebhookDeliveryMutation();
  const toast = useAdminToast();
  const rows = useMemo(
    () =>
      data?.webhookDeliveries.items.filter(
        (d) =>
          (!endpointId || d.endpointId === endpointId) &&
          matchesSearch(search, [d.event, d.endpointUrl, d.lastError, deliveryStatusLabel(d.status), d.eventId, d.id]),
      ),
    [data, search, endpointId],
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

  const columns: ColumnsType<Delivery> = [
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

  return (
    <Card className="admin-card delivery-admin__section" title="Deliveries">
      <TableToolbar
        things="deliveries"
        search={search}
        onSearch={setSearch}
        refreshing={loading && !!data}
        onRefresh={() => void refetch().catch(() => undefined)}
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
        things="deliveries"
        rows={rows}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        search={search}
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
