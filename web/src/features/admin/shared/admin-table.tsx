// The frame every dashboard tab shares (SPEC §2 'Admin dashboard'): a toolbar with the
// client-side search, Refresh and the tab's own buttons, then a table with its four states side
// by side — Loading (5 placeholder rows), Failure, Empty ('No {things} found' / '... for your
// search') and Success.
import { useRef, type Key, type ReactNode } from 'react';
import { Alert, Button, Input, Skeleton, Space, Table, Tooltip, Typography } from 'antd';
import { fitColumns, RowActions, useKeyboardScrollable, useTableLayout } from './responsive-table';

export { useKeyboardScrollable };
import type { ColumnsType, TableProps } from 'antd/es/table';
import { DownloadOutlined, ReloadOutlined, SearchOutlined, StarFilled } from '@ant-design/icons';
import { emptyText, leadsExportUrl } from './admin-search';
import type { SorterLike } from './table-sort';

/** SPEC §9: the admin tables show 5 placeholder rows while loading. */
const PLACEHOLDER_ROWS = 5;
const TABLE_MIN_WIDTH = 900;

interface ToolbarProps {
  things: string;
  search: string;
  onSearch: (value: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Buttons after Refresh (Export CSV, Create New). */
  actions?: ReactNode;
}

export function TableToolbar({ things, search, onSearch, onRefresh, refreshing, actions }: ToolbarProps) {
  return (
    <div className="admin-toolbar">
      <Input
        className="admin-toolbar__search"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={`Search ${things}...`}
        aria-label={`Search ${things}`}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Space wrap className="admin-toolbar__actions">
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh} loading={refreshing}>
          Refresh
        </Button>
        {actions}
      </Space>
    </div>
  );
}

/** Downloads every lead matching the search as CSV (REST export, signed by the session cookie). */
export function ExportCsvButton({
  list,
  search,
  filters,
}: {
  list: 'playbook-leads' | 'contact-requests';
  search: string;
  filters?: Readonly<Record<string, string | undefined>>;
}) {
  return (
    <Button icon={<DownloadOutlined aria-hidden />} href={leadsExportUrl(list, search, filters)} download>
      Export CSV
    </Button>
  );
}

interface AdminTableProps<T> {
  /** Plural noun of the empty texts and the loading label, e.g. 'blog posts'. */
  things: string;
  rows: readonly T[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  search: string;
  columns: ColumnsType<T>;
  rowKey: (row: T) => Key;
  expandable?: TableProps<T>['expandable'];
  /** From useAdminList: pages in the browser, or the server's pages of a long list. Default: one page. */
  pagination?: TableProps<T>['pagination'];
  /** A header's sort (useAdminList's onChange: the server sorts). */
  onChange?: (pagination: unknown, filters: unknown, sorter: SorterLike) => void;
  /** Checkboxes for the bulk actions (bulk-actions.tsx). */
  rowSelection?: TableProps<T>['rowSelection'];
}

/**
 * Any device (issue 34, decision 0068): from 1200 px every column and the row's buttons; from 768 px
 * the identifying column stays put while the others scroll, the row's actions in a menu; below,
 * the identifying column with the status under it, and the menu (responsive-table.tsx).
 */
export function AdminTable<T extends object>(props: AdminTableProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useTableLayout();
  useKeyboardScrollable(ref, `${props.things.charAt(0).toUpperCase()}${props.things.slice(1)} table`);
  return (
    <div ref={ref} className={`admin-table__frame admin-table__frame--${layout}`}>
      <AdminTableContent
        {...props}
        columns={fitColumns(props.columns, layout)}
        scroll={layout === 'narrow' ? undefined : { x: TABLE_MIN_WIDTH }}
      />
    </div>
  );
}

function AdminTableContent<T extends object>({
  things,
  rows,
  loading,
  error,
  onRetry,
  search,
  columns,
  rowKey,
  expandable,
  pagination = false,
  onChange,
  rowSelection,
  scroll,
}: AdminTableProps<T> & { scroll: TableProps<T>['scroll'] }) {
  if (!rows && error) {
    return (
      <Alert
        type="error"
        showIcon
        title={`Could not load the ${things}`}
        description="Please try again."
        action={
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }

  if (!rows) {
    // Loading: the real columns' headers over placeholder rows.
    const placeholderColumns: ColumnsType<{ key: string }> = columns.map((column, index) => ({
      key: String(column.key ?? index),
      title: column.title as ReactNode,
      width: column.width,
      render: () => <Skeleton.Input active size="small" block className="admin-table__placeholder" />,
    }));
    const placeholders = Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => ({ key: `placeholder-${index}` }));
    return (
      <div aria-busy="true" aria-label={`Loading ${things}`}>
        <Table className="admin-table" columns={placeholderColumns} dataSource={placeholders} pagination={false} scroll={scroll} />
      </div>
    );
  }

  return (
    <Table<T>
      className="admin-table"
      columns={columns}
      dataSource={rows as T[]}
      rowKey={rowKey}
      loading={loading && { spinning: true, delay: 300 }}
      expandable={expandable}
      locale={{ emptyText: <Typography.Text type="secondary">{emptyText(things, search)}</Typography.Text> }}
      pagination={pagination}
      onChange={onChange}
      rowSelection={rowSelection}
      // Long titles wrap inside this width; from 768 to 1199 px the table scrolls sideways in its frame.
      scroll={scroll}
    />
  );
}

interface RowActionsOptions<T> {
  /** How the row is named in the buttons' accessible names: 'Edit {name}'. */
  name: (row: T) => string;
  /** The public page or file, opened in a new tab. */
  view: (row: T) => string;
  /** 'View' or 'View File'. */
  viewLabel?: string;
  /** The editor's route. */
  edit: (row: T) => string;
  /** Left out when the role may not delete (usePermissions): no Delete is offered. */
  onDelete?: (row: T) => void;
}

/**
 * The Actions column of the content tabs (SPEC §2): View in a new tab, Edit, Delete; a menu below
 * 1200 px (RowActions). Not sticky: at 1280 px a sticky column covered the Status (issue 34).
 */
export function actionsColumn<T>({ name, view, viewLabel = 'View', edit, onDelete }: RowActionsOptions<T>): ColumnsType<T>[number] {
  return {
    key: 'actions',
    title: 'Actions',
    width: onDelete ? 230 : 150,
    render: (_, row) => (
      <RowActions
        name={name(row)}
        view={view(row)}
        viewLabel={viewLabel}
        edit={edit(row)}
        onDelete={onDelete ? () => onDelete(row) : undefined}
      />
    ),
  };
}

/** The Title column of posts and resources: a star before a featured one's title. */
export function featuredTitleColumn<T extends { title: string; featured?: boolean | null }>(): ColumnsType<T>[number] {
  return {
    key: 'title',
    title: 'Title',
    // A cut column keeps this width (the table lays out fixed once a column is cut).
    width: 260,
    // One line; the whole title in a tooltip (issue 12: long titles stay usable at 768 px).
    ellipsis: { showTitle: false },
    render: (_, row) => (
      <Tooltip title={row.title} placement="topLeft">
        <span className="admin-table__title admin-table__title--truncated">
          {row.featured && <StarFilled className="admin-star" aria-label="Featured" role="img" />}
          {row.title}
        </span>
      </Tooltip>
    ),
  };
}
