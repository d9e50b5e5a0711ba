// /admin/audit-log (issue 13): who changed what, when and from where, newest first; filtered by
// user, action and date; exported as CSV with the same filters. Read-only: entries cannot be
// edited or deleted here (the retention period removes old ones).
import { useState } from 'react';
import { Button, Card, DatePicker, Select, Space, Typography } from 'antd';
import { FitTable } from '../shared/responsive-table';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAdminAuditLogQuery } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import '../shared/admin.css';
import { AdminPageHead } from '../shared/admin-page-head';
import { AuditTarget } from './audit-target';

export function AuditLogPage() {
  usePageMeta('Audit log | FinOps Consulting Admin', 'Every change made in the admin, with who, when and from where.');
  const [actorId, setActorId] = useState<string | undefined>();
  const [action, setAction] = useState<string | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const from = range?.[0]?.startOf('day').toISOString();
  const to = range?.[1]?.endOf('day').toISOString();
  const { data, loading, error } = useAdminAuditLogQuery({
    variables: { actorId, action, from, to, page },
    fetchPolicy: 'cache-and-network',
  });
  const query = new URLSearchParams();
  if (actorId) query.set('actorId', actorId);
  if (action) query.set('action', action);
  if (from) query.set('from', from);
  if (to) query.set('to', to);

  return (
    <div className="admin-page container">
      <AdminPageHead title="Audit log">
        <Button icon={<DownloadOutlined aria-hidden />} href={`/api/admin/audit-log/export.csv?${query.toString()}`}>
          Export CSV
        </Button>
      </AdminPageHead>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the audit log')}</Typography.Text>}
      <Card className="admin-card">
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            allowClear
            placeholder="All users"
            aria-label="Filter by user"
            style={{ minWidth: 180 }}
            value={actorId}
            onChange={(value?: string) => {
              setActorId(value);
              setPage(1);
            }}
            options={(data?.users ?? []).map((u) => ({ value: u.id, label: u.username }))}
          />
          <Select
            allowClear
            placeholder="All actions"
            aria-label="Filter by action"
            style={{ minWidth: 200 }}
            value={action}
            onChange={(value?: string) => {
              setAction(value);
              setPage(1);
            }}
            options={(data?.auditActions ?? []).map((a) => ({ value: a, label: a }))}
          />
          <DatePicker.RangePicker
            aria-label="Filter by date"
            value={range}
            onChange={(value) => {
              setRange(value);
              setPage(1);
            }}
          />
        </Space>
        <FitTable
          label="Audit log table"
          keep={['user', 'action', 'target']}
          rowKey="id"
          loading={loading && !data}
          dataSource={data?.auditLog.items ?? []}
          pagination={{
            current: page,
            pageSize: 50,
            total: data?.auditLog.totalCount ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { key: 'at', title: 'When', render: (_, e) => formatDateTime(e.at) },
            { key: 'user', title: 'User', render: (_, e) => e.actorName ?? '—' },
            { key: 'action', title: 'Action', dataIndex: 'action' },
            // Shown as data (a failed login's username is whatever was typed, stored escaped); posts,
            // resources and pages by title and id.
            { key: 'target', title: 'Target', render: (_, e) => <AuditTarget action={e.action} target={e.target} title={e.title} /> },
            { key: 'ip', title: 'Address', render: (_, e) => e.ip ?? '' },
          ]}
        />
      </Card>
    </div>
  );
}
