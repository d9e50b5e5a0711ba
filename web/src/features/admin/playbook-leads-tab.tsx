// Dashboard tab 'Playbook Leads' (SPEC §2, read-only): Name, Email (a mailto link), Company, Date;
// the toolbar's Export CSV downloads every lead matching the search (REST export, cookie-signed).
import { useMemo, useState } from 'react';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import { useAdminPlaybookLeadsQuery, type AdminPlaybookLeadsQuery } from '../../graphql/generated';
import { ADMIN_PAGE_SIZE } from './admin-cache';
import { formatDateTime } from './admin-format';
import { filterPlaybookLeads, leadsExportUrl } from './admin-search';
import { AdminTable, TableToolbar } from './admin-table';
import { useRefreshDashboard } from './use-refresh-dashboard';

type PlaybookLead = AdminPlaybookLeadsQuery['playbookLeads']['items'][number];

const columns: ColumnsType<PlaybookLead> = [
  { key: 'name', title: 'Name', dataIndex: 'name', render: (name: string) => <span className="admin-table__title">{name}</span> },
  { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { key: 'company', title: 'Company', dataIndex: 'company' },
  { key: 'date', title: 'Date', dataIndex: 'createdAt', render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time> },
];

export function PlaybookLeadsTab() {
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useAdminPlaybookLeadsQuery({ variables: { pageSize: ADMIN_PAGE_SIZE } });
  const refreshDashboard = useRefreshDashboard();
  const rows = useMemo(() => (data ? filterPlaybookLeads(data.playbookLeads.items, search) : undefined), [data, search]);

  return (
    <>
      <TableToolbar
        things="playbook leads"
        search={search}
        onSearch={setSearch}
        refreshing={loading && !!data}
        onRefresh={() => {
          void refetch().catch(() => undefined);
          refreshDashboard();
        }}
        actions={
          <Button icon={<DownloadOutlined aria-hidden />} href={leadsExportUrl('playbook-leads', search)} download>
            Export CSV
          </Button>
        }
      />
      <AdminTable
        things="playbook leads"
        rows={rows}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        search={search}
        columns={columns}
        rowKey={(lead) => lead.id}
        totalCount={data?.playbookLeads.totalCount}
      />
    </>
  );
}
