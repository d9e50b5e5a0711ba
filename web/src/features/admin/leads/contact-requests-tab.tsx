// Dashboard tab 'Contact Requests' (SPEC §2; sortable, bulk actions: decision 0033): Name, Email, Company, Cloud Spending, Date;
// each row expands to the message and any calculator/simulator results the visitor attached.
import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import { CLOUD_SPENDING_OPTIONS } from '../../../../../schema/validation/leads';
import { AdminContactRequestsDocument, type AdminContactRequestsQuery } from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';
import { filterContactRequests, matchesSearch } from '../shared/admin-search';
import { AdminTable, ExportCsvButton, TableToolbar } from '../shared/admin-table';
import { ToolResultsView } from './tool-results-view';
import { useAdminList } from '../shared/use-admin-list';
import { useRowSelection } from '../shared/bulk-actions';
import { withSorters } from '../shared/table-sort';
import { CONTACT_REQUEST_SORT_COLUMNS } from '../../../../../schema/validation/list-sort';
import { LeadBulkActions } from './lead-bulk-actions';
import { useLeadFilters } from './lead-filters';
import { LeadStatusTag, leadPath } from './lead-status';

type ContactRequest = AdminContactRequestsQuery['contactRequests']['items'][number];

const spendingLabel = (value: string) => CLOUD_SPENDING_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** The spending range matches as stored ('10k-50k') and as shown ('$10K - $50K'). */
function filterRequests(items: readonly ContactRequest[], search: string): ContactRequest[] {
  const matched = new Set(filterContactRequests(items, search));
  return items.filter((item) => matched.has(item) || matchesSearch(search, [spendingLabel(item.cloudSpending)]));
}

const columns: ColumnsType<ContactRequest> = [
  {
    key: 'name',
    title: 'Name',
    render: (_, lead) => (
      <Link to={leadPath('contact', lead.id)} className="admin-table__title">
        {lead.name}
      </Link>
    ),
  },
  { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { key: 'company', title: 'Company', dataIndex: 'company' },
  { key: 'cloudSpending', title: 'Cloud Spending', dataIndex: 'cloudSpending', render: spendingLabel },
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

function RequestDetails({ request }: { request: ContactRequest }) {
  return (
    <div className="admin-request">
      <section>
        <Typography.Title level={3} className="admin-request__heading">
          Message
        </Typography.Title>
        {request.message?.trim() ? (
          <Typography.Paragraph className="admin-request__message">{request.message}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">No message.</Typography.Text>
        )}
      </section>
      <ToolResultsView toolResults={request.toolResults} />
    </div>
  );
}

export function ContactRequestsTab() {
  const { filters, bar } = useLeadFilters();
  const list = useAdminList({
    filters,
    things: 'contact requests',
    document: AdminContactRequestsDocument,
    select: (data) => data.contactRequests,
    filter: filterRequests,
  });
  const selection = useRowSelection<ContactRequest>();
  const afterBulk = () => {
    selection.clear();
    list.toolbar.onRefresh();
  };
  return (
    <>
      <TableToolbar
        {...list.toolbar}
        actions={<ExportCsvButton list="contact-requests" search={list.toolbar.search} filters={filters} />}
      />
      {bar}
      <LeadBulkActions kind="CONTACT" selected={selection.selected} things="contact requests" onDone={afterBulk} />
      <AdminTable
        {...list.table}
        columns={withSorters(columns, list.sort, CONTACT_REQUEST_SORT_COLUMNS)}
        rowSelection={selection.rowSelection}
        rowKey={(request) => request.id}
        expandable={{
          expandedRowRender: (request) => <RequestDetails request={request} />,
          columnTitle: <span className="admin-sr-only">Details</span>,
        }}
      />
    </>
  );
}
