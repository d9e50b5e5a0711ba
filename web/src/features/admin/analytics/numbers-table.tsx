// A table of the analytics screen with its own "Export CSV" (built in the browser from the rows shown).
import { useRef } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useKeyboardScrollable } from '../shared/admin-table';
import { csvText } from './analytics-values';

export type NumbersRow = Record<string, string | number | null>;

interface NumbersTableProps {
  title: string;
  rows: NumbersRow[];
  columns: ReadonlyArray<[string, string]>;
  file: string;
}

function downloadCsv(file: string, columns: ReadonlyArray<[string, string]>, rows: NumbersRow[]) {
  const blob = new Blob(['\uFEFF', csvText(columns, rows)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = file;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function NumbersTable({ title, rows, columns, file }: NumbersTableProps) {
  // Sideways scrolling on a phone must be reachable by keyboard, as in the other admin tables.
  const ref = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(ref, `${title} table`);
  return (
    <Card
      className="admin-card admin-analytics__table"
      title={title}
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => downloadCsv(file, columns, rows)}
          disabled={rows.length === 0}
          aria-label={`Export ${title} as CSV`}
        >
          CSV
        </Button>
      }
    >
      <div ref={ref}>
        <Table
          size="small"
          rowKey={(_row, index) => String(index)}
          pagination={false}
          scroll={{ x: true }}
          dataSource={rows}
          columns={columns.map(([key, label]) => ({ key, dataIndex: key, title: label }))}
          locale={{ emptyText: <Typography.Text type="secondary">Nothing recorded in this period</Typography.Text> }}
        />
      </div>
    </Card>
  );
}
