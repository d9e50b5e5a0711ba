// What the two lead tabs (Playbook Leads, Contact Requests; SPEC §2, decision 0033) share: the
// columns every lead has, and the layout — the toolbar with Export CSV, the filter bar, the bulk
// bar and the sortable table with checkboxes. Each tab adds its own columns and search.
import type { ComponentProps, ReactNode } from 'react';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import type { LeadKind } from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';
import { AdminTable, ExportCsvButton, TableToolbar } from '../shared/admin-table';
import { useRowSelection } from '../shared/bulk-actions';
import { withSorters, type TableSort } from '../shared/table-sort';
import { LeadBulkActions } from './lead-bulk-actions';
import { LeadStatusTag, leadPath } from './lead-status';

const KINDS = {
  PLAYBOOK: { path: 'playbook', exportList: 'playbook-leads' },
  CONTACT: { path: 'contact', exportList: 'contact-requests' },
} as const satisfies Record<LeadKind, { path: string; exportList: ComponentProps<typeof ExportCsvButton>['list'] }>;

interface LeadRow {
  id: string;
  name: string;
  status: string;
  labels: string[];
  createdAt: string;
  attribution?: { utmSource?: string | null; referrer?: string | null; utmCampaign?: string | null; landingPage?: string | null } | null;
}

/** Where a lead's visit came from, as the analytics summary names sources (issue 32). */
function leadSource(attribution: LeadRow['attribution']): string | null {
  if (!attribution) return null;
  return attribution.utmSource ?? attribution.referrer ?? '(direct)';
}

const unknown = (value: string | null | undefined) => value ?? <span className="admin-sr-only">unknown</span>;

/** Name (a link to the lead), Email (a mailto link), Company, then `extra`, Status, Labels, Source, Campaign, Landing page, Date. */
export function leadColumns<Row extends LeadRow>(kind: LeadKind, extra: ColumnsType<Row> = []): ColumnsType<Row> {
  return [
    {
      key: 'name',
      title: 'Name',
      render: (_, lead) => (
        <Link to={leadPath(KINDS[kind].path, lead.id)} className="admin-table__title">
          {lead.name}
        </Link>
      ),
    },
    { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
    { key: 'company', title: 'Company', dataIndex: 'company' },
    ...extra,
    { key: 'status', title: 'Status', dataIndex: 'status', render: (status: string) => <LeadStatusTag status={status} /> },
    {
      key: 'labels',
      title: 'Labels',
      dataIndex: 'labels',
      render: (labels: string[]) => labels.map((label) => <Tag key={label}>{label}</Tag>),
    },
    { key: 'source', title: 'Source', render: (_, lead) => unknown(leadSource(lead.attribution)) },
    { key: 'campaign', title: 'Campaign', render: (_, lead) => unknown(lead.attribution?.utmCampaign) },
    { key: 'landingPage', title: 'Landing page', render: (_, lead) => unknown(lead.attribution?.landingPage) },
    {
      key: 'date',
      title: 'Date',
      dataIndex: 'createdAt',
      render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
    },
  ];
}

interface LeadTableProps<Row extends { id: string }> {
  kind: LeadKind;
  /** From useAdminList. */
  list: {
    toolbar: Omit<ComponentProps<typeof TableToolbar>, 'actions'>;
    table: Omit<ComponentProps<typeof AdminTable<Row>>, 'columns' | 'rowKey' | 'rowSelection'>;
    sort: TableSort | null;
  };
  /** From useLeadFilters: the filters sent with the list and the export, and their bar. */
  filters: Readonly<Record<string, string | undefined>>;
  bar: ReactNode;
  columns: ColumnsType<Row>;
  sortColumns: readonly string[];
  expandable?: ComponentProps<typeof AdminTable<Row>>['expandable'];
}

export function LeadTable<Row extends { id: string }>({ kind, list, filters, bar, columns, sortColumns, expandable }: LeadTableProps<Row>) {
  const selection = useRowSelection<Row>();
  const afterBulk = () => {
    selection.clear();
    list.toolbar.onRefresh();
  };
  return (
    <>
      <TableToolbar
        {...list.toolbar}
        actions={<ExportCsvButton list={KINDS[kind].exportList} search={list.toolbar.search} filters={filters} />}
      />
      {bar}
      <LeadBulkActions kind={kind} selected={selection.selected} things={list.toolbar.things} onDone={afterBulk} />
      <AdminTable
        {...list.table}
        columns={withSorters(columns, list.sort, sortColumns)}
        rowSelection={selection.rowSelection}
        rowKey={(lead) => lead.id}
        expandable={expandable}
      />
    </>
  );
}
