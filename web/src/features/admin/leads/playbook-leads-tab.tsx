// Dashboard tab 'Playbook Leads' (SPEC §2; sortable, bulk actions: decision 0033): Name, Email (a mailto link), Company, Date;
// the toolbar's Export CSV downloads every lead matching the search (REST export, cookie-signed).
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import { AdminPlaybookLeadsDocument, type AdminPlaybookLeadsQuery } from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';
import { filterPlaybookLeads } from '../shared/admin-search';
import { AdminTable, ExportCsvButton, TableToolbar } from '../shared/admin-table';
import { useAdminList } from '../shared/use-admin-list';
import { useRowSelection } from '../shared/bulk-actions';
import { withSorters } from '../shared/table-sort';
import { PLAYBOOK_LEAD_SORT_COLUMNS } from '../../../../../schema/validation/list-sort';
import { LeadBulkActions } from './lead-bulk-actions';
import { useLeadFilters } from './lead-filters';
import { LeadStatusTag, leadPath } from './lead-status';

type PlaybookLead = AdminPlaybookLeadsQuery['playbookLeads']['items'][number];

const columns: ColumnsType<PlaybookLead> = [
  {
    key: 'name',
    title: 'Name',
    render: (_, lead) => (
      <Link to={leadPath('playbook', lead.id)} className="admin-table__title">
        {lead.name}
      </Link>
    ),
  },
  { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { key: 'company', title: 'Company', dataIndex: 'company' },
  { key: 'status', title: 'Status', dataIndex: 'status', render: (status: string) => <LeadStatusTag status={status} /> },
  {
    key: 'labels',
    title: 'Labels',
    dataIndex: 'labels',
    render: (labels: string[]) => labels.map((label) => <Tag key={label}>{label}</Tag>),
  },
  {
    key: 'date',
    title: 'Date',
    dataIndex: 'createdAt',
    render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
  },
];

export function PlaybookLeadsTab() {
  const { filters, bar } = useLeadFilters();
  const list = useAdminList({
    filters,
    things: 'playbook leads',
    document: AdminPlaybookLeadsDocument,
    select: (data) => data.playbookLeads,
    filter: filterPlaybookLeads,
  });
  const selection = useRowSelection<PlaybookLead>();
  const afterBulk = () => {
    selection.clear();
    list.toolbar.onRefresh();
  };
  return (
    <>
      <TableToolbar {...list.toolbar} actions={<ExportCsvButton list="playbook-leads" search={list.toolbar.search} filters={filters} />} />
      {bar}
      <LeadBulkActions kind="PLAYBOOK" selected={selection.selected} things="playbook leads" onDone={afterBulk} />
      <AdminTable
        {...list.table}
        columns={withSorters(columns, list.sort, PLAYBOOK_LEAD_SORT_COLUMNS)}
        rowSelection={selection.rowSelection}
        rowKey={(lead) => lead.id}
      />
    </>
  );
}
