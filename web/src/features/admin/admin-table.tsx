// The frame every dashboard tab shares (SPEC §2 'Admin dashboard'): a toolbar with the
// client-side search, Refresh and the tab's own buttons, then a table with its four states side
// by side — Loading (5 placeholder rows), Failure, Empty ('No {things} found' / '... for your
// search') and Success.
import type { Key, ReactNode } from 'react';
import { Alert, Button, Input, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { emptyText } from './admin-search';

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
  /** Shown under the table when the server holds more rows than the one page fetched. */
  totalCount?: number;
}

export function AdminTable<T extends object>({ things, rows, loading, error, onRetry, search, columns, rowKey, expandable, totalCount }: AdminTableProps<T>) {
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
        <Table className="admin-table" columns={placeholderColumns} dataSource={placeholders} pagination={false} scroll={{ x: TABLE_MIN_WIDTH }} />
      </div>
    );
  }

  const shown = totalCount !== undefined && totalCount > rows.length;
  return (
    <>
      <Table<T>
        className="admin-table"
        columns={columns}
        dataSource={rows as T[]}
        rowKey={rowKey}
        loading={loading && { spinning: true, delay: 300 }}
        expandable={expandable}
        locale={{ emptyText: <Typography.Text type="secondary">{emptyText(things, search)}</Typography.Text> }}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false, hideOnSinglePage: true } : false}
        // Long titles wrap inside this width; narrower screens scroll the table sideways.
        scroll={{ x: TABLE_MIN_WIDTH }}
      />
      {shown && (
        <Typography.Paragraph type="secondary" className="admin-table__note">
          Showing the newest {rows.length} of {totalCount} {things}.
        </Typography.Paragraph>
      )}
    </>
  );
}
