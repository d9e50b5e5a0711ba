// What the two editorial tabs (Blog Posts, Resources; SPEC §2) share: deleting a row after the
// confirmation, the bulk publish/unpublish/delete (decision 0027), the server's status column
// (decision 0021), and the layout — a toolbar (status filter, one more filter, Create New), the
// bulk bar and the sortable table. Each tab keeps its own columns, filter and messages.
import { usePermissions } from '../../../app/use-permissions';
import type { ComponentProps } from 'react';
import type { InternalRefetchQueriesInclude } from '@apollo/client';
import { Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../app/button-link';
import type { PostStatus } from '../../../graphql/generated';
import { evictPublicContent, postListQueries, resourceListQueries } from './admin-cache';
import { StatusFilter, StatusTag } from './publish-actions';
import { AdminTable, TableToolbar } from '../shared/admin-table';
import { useConfirmDelete, type ConfirmDeleteOptions } from '../shared/use-confirm-delete';
import { BulkActions, useRowSelection } from '../shared/bulk-actions';
import type { BulkAction, BulkOutcomeLike } from '../shared/bulk-summary';
import { withSorters, type TableSort } from '../shared/table-sort';

const KINDS = {
  post: { listQueries: postListQueries, typename: 'BlogPost' },
  resource: { listQueries: resourceListQueries, typename: 'Resource' },
} as const;

/** The options every write of a tab passes on: its lists refetched, the public caches dropped. */
type AfterWrite = { refetchQueries: InternalRefetchQueriesInclude; update: (cache: Parameters<typeof evictPublicContent>[0]) => void };
type Outcome = Promise<BulkOutcomeLike | null | undefined>;

interface EditorialWrites {
  /** Publishes or unpublishes the rows; resolves the server's outcome. */
  setStatus: (ids: string[], status: 'PUBLISHED' | 'DRAFT', after: AfterWrite) => Outcome;
  deleteMany: (ids: string[], after: AfterWrite) => Outcome;
  /** Resolves true when the server deleted the row. */
  deleteOne: (id: string, after: AfterWrite) => Promise<boolean>;
}

type DeleteMessages<Row> = Pick<ConfirmDeleteOptions, 'deleted' | 'failed'> & { subject: (row: Row) => string };

/** The row selection, the bulk runner and the single delete of a tab of `kind`. */
export function useEditorialRows<Row extends { id: string }>(
  kind: keyof typeof KINDS,
  writes: EditorialWrites,
  messages: DeleteMessages<Row>,
) {
  const { listQueries, typename } = KINDS[kind];
  const confirmDelete = useConfirmDelete();
  const selection = useRowSelection<Row>();
  const runBulk = (action: BulkAction, ids: string[]): Outcome => {
    const after = {
      refetchQueries: listQueries(),
      update: (cache: Parameters<typeof evictPublicContent>[0]) => evictPublicContent(cache, kind),
    };
    if (action === 'delete') return writes.deleteMany(ids, after);
    return writes.setStatus(ids, action === 'publish' ? 'PUBLISHED' : 'DRAFT', after);
  };
  const remove = (row: Row) =>
    confirmDelete({
      subject: messages.subject(row),
      remove: () =>
        writes.deleteOne(row.id, {
          refetchQueries: listQueries(),
          update: (cache) => evictPublicContent(cache, kind, { __typename: typename, id: row.id }),
        }),
      deleted: messages.deleted,
      failed: messages.failed,
    });
  return { selection, runBulk, remove };
}

/** The server's status (decision 0021): Draft, In review, Scheduled (SPEC §4) or Published. */
export function statusColumn<Row extends { status: PostStatus }>(): ColumnsType<Row>[number] {
  return { key: 'status', title: 'Status', width: 110, render: (_, row) => <StatusTag status={row.status} /> };
}

type TableProps<Row extends object> = ComponentProps<typeof AdminTable<Row>>;

interface EditorialTableProps<Row extends { id: string }> {
  /** From useAdminList. */
  list: {
    toolbar: Omit<ComponentProps<typeof TableToolbar>, 'actions'>;
    table: Omit<TableProps<Row>, 'columns' | 'rowKey' | 'rowSelection'>;
    sort: TableSort | null;
  };
  rows: ReturnType<typeof useEditorialRows<Row>>;
  status: PostStatus | null;
  onStatus: (status: PostStatus | null) => void;
  /** The tab's other filter: its name, its 'All …' option, its options. */
  filter: {
    label: string;
    all: string;
    value: string | null;
    onChange: (value: string | null) => void;
    options: { value: string; label: string }[];
  };
  createTo: string;
  columns: ColumnsType<Row>;
  sortColumns: readonly string[];
}

export function EditorialTable<Row extends { id: string }>({
  list,
  rows,
  status,
  onStatus,
  filter,
  createTo,
  columns,
  sortColumns,
}: EditorialTableProps<Row>) {
  const { can } = usePermissions();
  // The checkboxes serve the bulk actions: none for a role that may take none of them.
  const selectable = can('publishContent') || can('manageContent');
  return (
    <>
      <TableToolbar
        {...list.toolbar}
        actions={
          <>
            <StatusFilter value={status} onChange={onStatus} />
            <Select<string>
              aria-label={filter.label}
              className="admin-toolbar__status"
              value={filter.value ?? ''}
              onChange={(next) => filter.onChange(next || null)}
              options={[{ value: '', label: filter.all }, ...filter.options]}
              popupMatchSelectWidth={false}
            />
            <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to={createTo}>
              Create New
            </ButtonLink>
          </>
        }
      />
      <BulkActions selected={rows.selection.selected} things={list.toolbar.things} run={rows.runBulk} onDone={rows.selection.clear} />
      <AdminTable
        {...list.table}
        columns={withSorters(columns, list.sort, sortColumns)}
        rowKey={(row) => row.id}
        rowSelection={selectable ? rows.selection.rowSelection : undefined}
      />
    </>
  );
}
