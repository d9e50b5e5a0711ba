// Dashboard tab 'Playbook Leads' (SPEC §2, read-only): Name, Email (a mailto link), Company, Date;
// the toolbar's Export CSV downloads every lead matching the search (REST export, cookie-signed).
import type { ColumnsType } from 'antd/es/table';
import { AdminPlaybookLeadsDocument, type AdminPlaybookLeadsQuery } from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';
import { filterPlaybookLeads } from '../shared/admin-search';
import { AdminTable, ExportCsvButton, TableToolbar } from '../shared/admin-table';
import { useAdminList } from '../shared/use-admin-list';

type PlaybookLead = AdminPlaybookLeadsQuery['playbookLeads']['items'][number];

const columns: ColumnsType<PlaybookLead> = [
  { key: 'name', title: 'Name', dataIndex: 'name', render: (name: string) => <span className="admin-table__title">{name}</span> },
  { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { key: 'company', title: 'Company', dataIndex: 'company' },
  {
    key: 'date',
    title: 'Date',
    dataIndex: 'createdAt',
    render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
  },
];

export function PlaybookLeadsTab() {
  const list = useAdminList({
    things: 'playbook leads',
    document: AdminPlaybookLeadsDocument,
    select: (data) => data.playbookLeads,
    filter: filterPlaybookLeads,
  });
  return (
    <>
      <TableToolbar {...list.toolbar} actions={<ExportCsvButton list="playbook-leads" search={list.toolbar.search} />} />
      <AdminTable {...list.table} columns={columns} rowKey={(lead) => lead.id} />
    </>
  );
}
