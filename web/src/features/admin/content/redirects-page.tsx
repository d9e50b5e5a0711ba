// /admin/redirects (issue 12, decision 0031): the old addresses of published posts whose slug
// changed, each answering 301 to the post's current address; an Editor (or up) deletes one, after
// which the old address answers 404.
import { Button, Card, Popconfirm, Typography } from 'antd';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAdminToast } from '../../../app/use-admin-toast';
import { useDeleteSlugRedirectMutation, useSlugRedirectsQuery } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { AdminTable } from '../shared/admin-table';
import { formatDateTime } from '../shared/admin-format';
import '../shared/admin.css';
import { AdminPageHead } from '../shared/admin-page-head';

export function RedirectsPage() {
  usePageMeta('Redirects | FinOps Consulting Admin', 'Old blog addresses and the posts they lead to.');
  const { data, loading, error, refetch } = useSlugRedirectsQuery({ fetchPolicy: 'network-only' });
  const [remove] = useDeleteSlugRedirectMutation();
  const toast = useAdminToast();

  const onDelete = async (id: string) => {
    try {
      const result = await remove({ variables: { id } });
      if (result.error) throw result.error;
      toast.success('Redirect deleted');
      void refetch();
    } catch (failure) {
      toast.error('Error', messageOr(failure, 'Could not delete the redirect'));
    }
  };

  return (
    <div className="admin-page container">
      <AdminPageHead title="Redirects" back="/admin?tab=blog" />
      <Typography.Paragraph>
        When a published post's slug changes, its old address keeps working: it answers 301 to the new one.
      </Typography.Paragraph>
      <Card className="admin-card">
        <AdminTable
          things="redirects"
          rowKey={(row) => row.id}
          rows={data?.slugRedirects}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          search=""
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: 'Old address', dataIndex: 'fromSlug', render: (slug: string) => <code>/blog/{slug}</code> },
            { title: 'Leads to', dataIndex: 'toSlug', render: (slug: string) => <code>/blog/{slug}</code> },
            { title: 'Since', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
            {
              title: 'Actions',
              key: 'actions',
              fixed: 'right',
              render: (_: unknown, row: { id: string; fromSlug: string }) => (
                <Popconfirm title={`Delete the redirect from /blog/${row.fromSlug}?`} okText="Delete" onConfirm={() => onDelete(row.id)}>
                  <Button type="link" danger aria-label={`Delete the redirect from /blog/${row.fromSlug}`}>
                    Delete
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
