import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  useAdminDeleteWebhookEndpointMutation,
  useAdminRotateWebhookSecretMutation,
  useAdminSendWebhookTestEventMutation,
  useAdminUpdateWebhookEndpointMutation,
  useAdminWebhookEndpointsQuery,
} from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { messageOr } from '../shared/admin-errors';
import { matchesSearch } from '../shared/admin-search';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { endpointColumns } from './webhook-endpoint-columns';
import type { ShownSecret } from './webhook-secret-dialog';
import { eventLabel, refetchAll, useSectionTable, type Endpoint } from './webhooks-shared';

/** The endpoints: search, add, send a test event, edit, rotate the secret, pause or resume, delete. */
export function EndpointsSection({
  onAdd,
  onEdit,
  onSecret,
}: {
  onAdd: () => void;
  onEdit: (endpoint: Endpoint) => void;
  onSecret: (shown: ShownSecret) => void;
}) {
  const endpoints = useAdminWebhookEndpointsQuery();
  const [updateEndpoint] = useAdminUpdateWebhookEndpointMutation();
  const [deleteEndpoint] = useAdminDeleteWebhookEndpointMutation();
  const [sendTest] = useAdminSendWebhookTestEventMutation();
  const [rotateSecret] = useAdminRotateWebhookSecretMutation();
  const { modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const toast = useAdminToast();
  const list = useSectionTable('webhook endpoints', endpoints, (data, search) =>
    data.webhookEndpoints.filter((e) => matchesSearch(search, [e.url, e.description, ...e.events.map(eventLabel), ...e.events])),
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
        active ? 'New events are sent to it again.' : 'New events are not queued for it until you resume it.',
      );
    } catch (failure) {
      toast.error('Error', messageOr(failure, 'Could not update the webhook endpoint'));
    }
  };

  const test = async (endpoint: Endpoint) => {
    try {
      const result = await sendTest({ variables: { id: endpoint.id } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      const outcome = result.data.sendWebhookTestEvent;
      if (outcome.delivered) toast.success('Test event delivered', outcome.message);
      else toast.error('Test event not delivered', outcome.message);
    } catch (failure) {
      toast.error('Test event not delivered', messageOr(failure, 'Could not send the test event'));
    }
  };

  const rotate = (endpoint: Endpoint) =>
    modal.confirm({
      title: `Rotate the secret of ${endpoint.url}?`,
      content: (
        <p className="admin-confirm__text">
          A new secret is made and shown once. The current one stays valid for 24 hours: until then every delivery carries a signature made
          with each, so you can update your receiver without missing events.
        </p>
      ),
      okText: 'Rotate secret',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          const result = await rotateSecret({ variables: { id: endpoint.id }, refetchQueries: refetchAll, awaitRefetchQueries: true });
          if (result.error || !result.data) throw result.error ?? new Error('No answer');
          const rotated = result.data.rotateWebhookSecret;
          onSecret({ secret: rotated.secret, url: rotated.endpoint.url, previousValidUntil: rotated.endpoint.previousSecretExpiresAt });
        } catch (failure) {
          toast.error('Error', messageOr(failure, 'Could not rotate the secret'));
        }
      },
    });

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

  const columns = endpointColumns({ test, edit: onEdit, rotate, toggle, remove });

  return (
    <Card className="admin-card delivery-admin__section" title="Endpoints">
      <TableToolbar
        {...list.toolbar}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            Add Endpoint
          </Button>
        }
      />
      <AdminTable {...list.table} columns={columns} rowKey={(endpoint) => endpoint.id} />
    </Card>
  );
}
