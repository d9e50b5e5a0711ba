import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  useAdminDeleteWebhookEndpointMutation,
  useAdminUpdateWebhookEndpointMutation,
  useAdminWebhookEndpointsQuery,
} from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { messageOr } from '../shared/admin-errors';
import { matchesSearch } from '../shared/admin-search';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { endpointColumns } from './webhook-endpoint-columns';
import { eventLabel, refetchAll, useSectionTable, type Endpoint } from './webhooks-shared';

/** The endpoints: search, add, pause or resume, delete. */
export function EndpointsSection({ onAdd }: { onAdd: () => void }) {
  const endpoints = useAdminWebhookEndpointsQuery();
  const [updateEndpoint] = useAdminUpdateWebhookEndpointMutation();
  const [deleteEndpoint] = useAdminDeleteWebhookEndpointMutation();
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

  const columns = endpointColumns(toggle, remove);

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
