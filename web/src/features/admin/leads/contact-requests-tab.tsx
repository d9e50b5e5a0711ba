// Dashboard tab 'Contact Requests' (SPEC §2, read-only): Name, Email, Company, Cloud Spending, Date;
// each row expands to the message and any calculator/simulator results the visitor attached.
import { Descriptions, Empty, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CLOUD_SPENDING_OPTIONS } from '../../../../../schema/validation/leads';
import { AdminContactRequestsDocument, type AdminContactRequestsQuery } from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';
import { filterContactRequests, matchesSearch } from '../shared/admin-search';
import { AdminTable, ExportCsvButton, TableToolbar } from '../shared/admin-table';
import { summarizeToolResults } from '../../../../../schema/format/tool-results';
import { useAdminList } from '../shared/use-admin-list';

type ContactRequest = AdminContactRequestsQuery['contactRequests']['items'][number];

const spendingLabel = (value: string) => CLOUD_SPENDING_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** The spending range matches as stored ('10k-50k') and as shown ('$10K - $50K'). */
function filterRequests(items: readonly ContactRequest[], search: string): ContactRequest[] {
  const matched = new Set(filterContactRequests(items, search));
  return items.filter((item) => matched.has(item) || matchesSearch(search, [spendingLabel(item.cloudSpending)]));
}

const columns: ColumnsType<ContactRequest> = [
  { key: 'name', title: 'Name', dataIndex: 'name', render: (name: string) => <span className="admin-table__title">{name}</span> },
  { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { key: 'company', title: 'Company', dataIndex: 'company' },
  { key: 'cloudSpending', title: 'Cloud Spending', dataIndex: 'cloudSpending', render: spendingLabel },
  {
    key: 'date',
    title: 'Date',
    dataIndex: 'createdAt',
    render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
  },
];

function RequestDetails({ request }: { request: ContactRequest }) {
  const tool = summarizeToolResults(request.toolResults);
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
      {tool && (
        <section>
          <Typography.Title level={3} className="admin-request__heading">
            Tool results{tool.tool ? `: ${tool.tool}` : ''}
          </Typography.Title>
          {tool.summary && <Typography.Paragraph strong>{tool.summary}</Typography.Paragraph>}
          {tool.sections.map((section) => (
            <Descriptions
              key={section.title}
              title={section.title}
              size="small"
              bordered
              column={{ xs: 1, md: 2 }}
              className="admin-request__facts"
              items={section.lines.map((line) => ({ key: line.key, label: line.label, children: line.value }))}
            />
          ))}
          {tool.sections.length === 0 && !tool.summary && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No details attached." />}
        </section>
      )}
    </div>
  );
}

export function ContactRequestsTab() {
  const list = useAdminList({
    things: 'contact requests',
    document: AdminContactRequestsDocument,
    select: (data) => data.contactRequests,
    filter: filterRequests,
  });
  return (
    <>
      <TableToolbar {...list.toolbar} actions={<ExportCsvButton list="contact-requests" search={list.toolbar.search} />} />
      <AdminTable
        {...list.table}
        columns={columns}
        rowKey={(request) => request.id}
        expandable={{
          expandedRowRender: (request) => <RequestDetails request={request} />,
          columnTitle: <span className="admin-sr-only">Details</span>,
        }}
      />
    </>
  );
}
