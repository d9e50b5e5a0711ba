// The frame every dashboard tab shares (SPEC §2 'Admin dashboard'): a toolbar with the
// client-side search, Refresh and the tab's own buttons, then a table with its four states side
// by side — Loading (5 placeholder rows), Failure, Empty ('No {things} found' / '... for your
// search') and Success.
import { useEffect, useRef, type Key, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Input, Skeleton, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  ReloadOutlined,
  SearchOutlined,
  StarFilled,
} from '@ant-design/icons';
import { ButtonLink } from '../../../app/button-link';
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
 * A table that scrolls sideways on a phone must be reachable by keyboard to be scrolled (axe:
 * scrollable-region-focusable; an empty table has no control of its own to tab to): while its
 * scroll area overflows, it is a named, focusable region.
 */
export function useKeyboardScrollable(ref: RefObject<HTMLDivElement | null>, label: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      // The row antd adds to measure fixed columns is aria-hidden but copies the header's controls
      // (sort buttons, the select-all box): inert keeps them out of the tab order (axe: aria-hidden-focus).
      for (const row of root.querySelectorAll('.ant-table-measure-row')) row.setAttribute('inert', '');
      for (const area of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        if (area.scrollWidth > area.clientWidth + 1) {
          area.tabIndex = 0;
          area.setAttribute('role', 'region');
          area.setAttribute('aria-label', label);
        } else if (area.hasAttribute('tabindex')) {
          area.removeAttribute('tabindex');
          area.removeAttribute('role');
          area.removeAttribute('aria-label');
        }
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    // antd may rebuild its rows without this component rendering again.
    const rows = new MutationObserver(update);
    rows.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      rows.disconnect();
    };
  });
}

export function AdminTable<T extends object>(props: AdminTableProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(ref, `${props.things.charAt(0).toUpperCase()}${props.things.slice(1)} table`);
  return (
    <div ref={ref} className="admin-table__frame">
      <AdminTableContent {...props} />
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
}: AdminTableProps<T>) {
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
        <Table
          className="admin-table"
          columns={placeholderColumns}
          dataSource={placeholders}
          pagination={false}
          scroll={{ x: TABLE_MIN_WIDTH }}
        />
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
      // Long titles wrap inside this width; narrower screens scroll the table sideways.
      scroll={{ x: TABLE_MIN_WIDTH }}
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
  onDelete: (row: T) => void;
}

/** The Actions column of the content tabs (SPEC §2): View in a new tab, Edit, Delete. */
export function actionsColumn<T>({ name, view, viewLabel = 'View', edit, onDelete }: RowActionsOptions<T>): ColumnsType<T>[number] {
  const ViewIcon = viewLabel === 'View' ? EyeOutlined : FileTextOutlined;
  return {
    key: 'actions',
    title: 'Actions',
    width: 250,
    // Always in reach: on a narrow screen the other columns scroll under it (issue 12, 768 px).
    fixed: 'right',
    render: (_, row) => (
      <Space size={4} wrap={false}>
        <Button
          size="small"
          type="text"
          icon={<ViewIcon aria-hidden />}
          href={view(row)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${viewLabel === 'View' ? 'View' : `${viewLabel} of`} ${name(row)}`}
        >
          {viewLabel}
        </Button>
        <ButtonLink size="small" type="text" icon={<EditOutlined aria-hidden />} to={edit(row)} aria-label={`Edit ${name(row)}`}>
          Edit
        </ButtonLink>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => onDelete(row)}
          aria-label={`Delete ${name(row)}`}
        >
          Delete
        </Button>
      </Space>
    ),
  };
}

/** The Title column of posts and resources: a star before a featured one's title. */
export function featuredTitleColumn<T extends { title: string; featured?: boolean | null }>(): ColumnsType<T>[number] {
  return {
    key: 'title',
    title: 'Title',
    // A cut column keeps this width (the table lays out fixed once a column is cut).
    width: 280,
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
