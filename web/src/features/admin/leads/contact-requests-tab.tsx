// Dashboard tab 'Contact Requests' (SPEC §2; sortable, bulk actions: decision 0033): Name, Email, Company, Cloud Spending, Date;
// each row expands to the message and any calculator/simulator results the visitor attached.
import { Typography } from 'antd';
import { cloudSpendingLabel } from '../../../../../schema/validation/leads';
import { AdminContactRequestsDocument, type AdminContactRequestsQuery } from '../../../graphql/generated';
import { filterContactRequests, matchesSearch } from '../shared/admin-search';
import { ToolResultsView } from './tool-results-view';
import { useAdminList } from '../shared/use-admin-list';
import { CONTACT_REQUEST_SORT_COLUMNS } from '../../../../../schema/validation/list-sort';
import { useLeadFilters } from './lead-filters';
import { leadColumns, LeadTable } from './lead-table';

type ContactRequest = AdminContactRequestsQuery['contactRequests']['items'][number];

/** The spending range matches as stored ('10k-50k') and as shown ('$10K - $50K'). */
function filterRequests(items: readonly ContactRequest[], search: string): ContactRequest[] {
  const matched = new Set(filterContactRequests(items, search));
  return items.filter((item) => matched.has(item) || matchesSearch(search, [cloudSpendingLabel(item.cloudSpending)]));
}

const columns = leadColumns<ContactRequest>('CONTACT', [
  { key: 'cloudSpending', title: 'Cloud Spending', dataIndex: 'cloudSpending', render: cloudSpendingLabel },
]);

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
  return (
    <LeadTable
      kind="CONTACT"
      list={list}
      filters={filters}
      bar={bar}
      columns={columns}
      sortColumns={CONTACT_REQUEST_SORT_COLUMNS}
      expandable={{
        expandedRowRender: (request) => <RequestDetails request={request} />,
        columnTitle: <span className="admin-sr-only">Details</span>,
      }}
    />
  );
}
