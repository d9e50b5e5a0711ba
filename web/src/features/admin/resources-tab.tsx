// Dashboard tab 'Resources' (SPEC §2): Title, Type, Category, Downloads (0 if null), Actions
// (View File opens the file address in a new tab, Edit, Delete).
import { useMemo, useState } from 'react';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, FileTextOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '../../../../schema/validation/content';
import { ButtonLink } from '../../app/button-link';
import { useAdminDeleteResourceMutation, useAdminResourcesQuery, type AdminResourceFieldsFragment } from '../../graphql/generated';
import { ADMIN_PAGE_SIZE, evictPublicContent, resourceListQueries } from './admin-cache';
import { filterResources } from './admin-search';
import { AdminTable, TableToolbar } from './admin-table';
import { useAdminToast } from './use-admin-toast';
import { useConfirmDelete } from './use-confirm-delete';
import { useRefreshDashboard } from './use-refresh-dashboard';

const typeLabel = (value: string) => RESOURCE_TYPES.find((type) => type.value === value)?.label ?? value;
const categoryLabel = (value: string) => RESOURCE_CATEGORIES.find((category) => category.value === value)?.label ?? value;

export function ResourcesTab() {
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useAdminResourcesQuery({ variables: { pageSize: ADMIN_PAGE_SIZE } });
  const refreshDashboard = useRefreshDashboard();
  const [deleteResource] = useAdminDeleteResourceMutation();
  const confirmDelete = useConfirmDelete();
  const toast = useAdminToast();
  const rows = useMemo(() => (data ? filterResources(data.adminResources.items, search) : undefined), [data, search]);

  const remove = (resource: AdminResourceFieldsFragment) =>
    confirmDelete({
      subject: `the resource "${resource.title}"`,
      onDelete: async () => {
        try {
          const result = await deleteResource({
            variables: { id: resource.id },
            refetchQueries: resourceListQueries(),
            update: (cache) => evictPublicContent(cache, 'resource', { __typename: 'Resource', id: resource.id }),
          });
          if (result.error || !result.data?.deleteResource) throw result.error ?? new Error('Not deleted');
          toast.success('Resource deleted');
        } catch {
          toast.error('Error', 'Could not delete the resource');
        }
      },
    });

  const columns: ColumnsType<AdminResourceFieldsFragment> = [
    {
      key: 'title',
      title: 'Title',
      render: (_, resource) => (
        <span className="admin-table__title">
          {resource.featured && (
            <Tooltip title="Featured">
              <StarFilled className="admin-star" aria-label="Featured" role="img" />
            </Tooltip>
          )}
          {resource.title}
        </span>
      ),
    },
    { key: 'type', title: 'Type', render: (_, resource) => <Tag>{typeLabel(resource.type)}</Tag> },
    { key: 'category', title: 'Category', render: (_, resource) => categoryLabel(resource.category) },
    { key: 'downloads', title: 'Downloads', align: 'right', render: (_, resource) => (resource.downloadCount ?? 0).toLocaleString('en-US') },
    {
      key: 'actions',
      title: 'Actions',
      width: 260,
      render: (_, resource) => (
        <Space size={4} wrap={false}>
          <Button size="small" type="text" icon={<FileTextOutlined aria-hidden />} href={resource.fileUrl} target="_blank" rel="noopener noreferrer" aria-label={`View File of ${resource.title}`}>
            View File
          </Button>
          <ButtonLink size="small" type="text" icon={<EditOutlined aria-hidden />} to={`/admin/resources/edit/${resource.id}`} aria-label={`Edit ${resource.title}`}>
            Edit
          </ButtonLink>
          <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(resource)} aria-label={`Delete ${resource.title}`}>
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <TableToolbar
        things="resources"
        search={search}
        onSearch={setSearch}
        refreshing={loading && !!data}
        onRefresh={() => {
          void refetch().catch(() => undefined);
          refreshDashboard();
        }}
        actions={
          <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to="/admin/resources/new">
            Create New
          </ButtonLink>
        }
      />
      <AdminTable
        things="resources"
        rows={rows}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        search={search}
        columns={columns}
        rowKey={(resource) => resource.id}
        totalCount={data?.adminResources.totalCount}
      />
    </>
  );
}
