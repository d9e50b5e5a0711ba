// Dashboard tab 'Resources' (SPEC §2): Title, Type, Category, Downloads (0 if null), Actions
// (View File opens the file address in a new tab, Edit, Delete); Status with a filter (decision 0021).
// Every column sorts on the server; a type filter; bulk publish/unpublish/delete (decision 0027).
import { useState } from 'react';
import { Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '../../../../../schema/validation/content';
import { ButtonLink } from '../../../app/button-link';
import {
  AdminResourcesDocument,
  useAdminBulkResourceStatusMutation,
  useAdminDeleteResourceMutation,
  useAdminDeleteResourcesMutation,
  type AdminResourceFieldsFragment,
  type PostStatus,
} from '../../../graphql/generated';
import { StatusFilter, StatusTag } from './publish-actions';
import { evictPublicContent, resourceListQueries } from './admin-cache';
import { filterResources } from '../shared/admin-search';
import { actionsColumn, AdminTable, featuredTitleColumn, TableToolbar } from '../shared/admin-table';
import { useAdminList } from '../shared/use-admin-list';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { BulkActions, useRowSelection } from '../shared/bulk-actions';
import type { BulkAction } from '../shared/bulk-summary';
import { withSorters } from '../shared/table-sort';
import { RESOURCE_SORT_COLUMNS } from '../../../../../schema/validation/list-sort';

const typeLabel = (value: string) => RESOURCE_TYPES.find((type) => type.value === value)?.label ?? value;
const categoryLabel = (value: string) => RESOURCE_CATEGORIES.find((category) => category.value === value)?.label ?? value;

export function ResourcesTab() {
  const [status, setStatus] = useState<PostStatus | null>(null);
  const [type, setType] = useState<string | null>(null);
  const list = useAdminList({
    things: 'resources',
    filters: { status: status ? [status] : undefined, type: type ?? undefined },
    document: AdminResourcesDocument,
    select: (data) => data.adminResources,
    filter: filterResources,
  });
  const [deleteResource] = useAdminDeleteResourceMutation();
  const confirmDelete = useConfirmDelete();
  const selection = useRowSelection<AdminResourceFieldsFragment>();
  const [bulkStatus] = useAdminBulkResourceStatusMutation();
  const [bulkDelete] = useAdminDeleteResourcesMutation();
  const afterBulk = {
    refetchQueries: resourceListQueries(),
    update: (cache: Parameters<typeof evictPublicContent>[0]) => evictPublicContent(cache, 'resource'),
  };
  const runBulk = async (action: BulkAction, ids: string[]) => {
    if (action === 'delete') return (await bulkDelete({ variables: { ids }, ...afterBulk })).data?.deleteResources;
    const state = action === 'publish' ? 'PUBLISHED' : 'DRAFT';
    return (await bulkStatus({ variables: { ids, status: state }, ...afterBulk })).data?.bulkUpdateResourceStatus;
  };

  const remove = (resource: AdminResourceFieldsFragment) =>
    confirmDelete({
      subject: `the resource "${resource.title}"`,
      remove: async () => {
        const result = await deleteResource({
          variables: { id: resource.id },
          refetchQueries: resourceListQueries(),
          update: (cache) => evictPublicContent(cache, 'resource', { __typename: 'Resource', id: resource.id }),
        });
        return !!result.data?.deleteResource;
      },
      deleted: ['Resource deleted'],
      failed: 'Could not delete the resource',
    });

  const columns: ColumnsType<AdminResourceFieldsFragment> = [
    featuredTitleColumn(),
    { key: 'type', title: 'Type', render: (_, resource) => <Tag>{typeLabel(resource.type)}</Tag> },
    { key: 'category', title: 'Category', render: (_, resource) => categoryLabel(resource.category) },
    {
      key: 'downloads',
      title: 'Downloads',
      align: 'right',
      render: (_, resource) => (resource.downloadCount ?? 0).toLocaleString('en-US'),
    },
    { key: 'status', title: 'Status', width: 110, render: (_, resource) => <StatusTag status={resource.status} /> },
    actionsColumn<AdminResourceFieldsFragment>({
      name: (resource) => resource.title,
      view: (resource) => resource.fileUrl,
      viewLabel: 'View File',
      edit: (resource) => `/admin/resources/edit/${resource.id}`,
      onDelete: remove,
    }),
  ];

  return (
    <>
      <TableToolbar
        {...list.toolbar}
        actions={
          <>
            <StatusFilter value={status} onChange={setStatus} />
            <Select<string>
              aria-label="Filter by type"
              className="admin-toolbar__status"
              value={type ?? ''}
              onChange={(next) => setType(next || null)}
              options={[{ value: '', label: 'All types' }, ...RESOURCE_TYPES.map((t) => ({ value: t.value, label: t.label }))]}
              popupMatchSelectWidth={false}
            />
            <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to="/admin/resources/new">
              Create New
            </ButtonLink>
          </>
        }
      />
      <BulkActions selected={selection.selected} things="resources" run={runBulk} onDone={selection.clear} />
      <AdminTable
        {...list.table}
        columns={withSorters(columns, list.sort, RESOURCE_SORT_COLUMNS)}
        rowKey={(resource) => resource.id}
        rowSelection={selection.rowSelection}
      />
    </>
  );
}
