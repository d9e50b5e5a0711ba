// Dashboard tab 'Resources' (SPEC §2): Title, Type, Category, Downloads (0 if null), Actions
// (View File opens the file address in a new tab, Edit, Delete); Status with a filter (decision 0021).
// Every column sorts on the server; a type filter; bulk publish/unpublish/delete (decision 0027).
import { useState } from 'react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '../../../../../schema/validation/content';
import {
  AdminResourcesDocument,
  useAdminBulkResourceStatusMutation,
  useAdminDeleteResourceMutation,
  useAdminDeleteResourcesMutation,
  type AdminResourceFieldsFragment,
  type PostStatus,
} from '../../../graphql/generated';
import { filterResources } from '../shared/admin-search';
import { actionsColumn, featuredTitleColumn } from '../shared/admin-table';
import { useAdminList } from '../shared/use-admin-list';
import { usePermissions } from '../../../app/use-permissions';
import { EditorialTable, statusColumn, useEditorialRows } from './editorial-table';
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
  const { can } = usePermissions();
  const [deleteResource] = useAdminDeleteResourceMutation();
  const [bulkStatus] = useAdminBulkResourceStatusMutation();
  const [bulkDelete] = useAdminDeleteResourcesMutation();
  const rows = useEditorialRows<AdminResourceFieldsFragment>(
    'resource',
    {
      setStatus: async (ids, state, after) =>
        (await bulkStatus({ variables: { ids, status: state }, ...after })).data?.bulkUpdateResourceStatus,
      deleteMany: async (ids, after) => (await bulkDelete({ variables: { ids }, ...after })).data?.deleteResources,
      deleteOne: async (id, after) => !!(await deleteResource({ variables: { id }, ...after })).data?.deleteResource,
    },
    { subject: (resource) => `the resource "${resource.title}"`, deleted: ['Resource deleted'], failed: 'Could not delete the resource' },
  );

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
    statusColumn(),
    actionsColumn<AdminResourceFieldsFragment>({
      name: (resource) => resource.title,
      view: (resource) => resource.fileUrl,
      viewLabel: 'View File',
      edit: (resource) => `/admin/resources/edit/${resource.id}`,
      onDelete: can('manageContent') ? rows.remove : undefined,
    }),
  ];

  return (
    <EditorialTable
      list={list}
      rows={rows}
      status={status}
      onStatus={setStatus}
      filter={{
        label: 'Filter by type',
        all: 'All types',
        value: type,
        onChange: setType,
        options: RESOURCE_TYPES.map((t) => ({ value: t.value, label: t.label })),
      }}
      createTo="/admin/resources/new"
      columns={columns}
      sortColumns={RESOURCE_SORT_COLUMNS}
    />
  );
}
