// The lead detail's facts: every field the visitor gave, the attached tool results, the consent
// record, and the other submissions of the same address.
import { Card, Descriptions, Empty, Typography } from 'antd';
import { AdminList } from '../shared/admin-list';
import { Link } from 'react-router-dom';
import { cloudSpendingLabel } from '../../../../../schema/validation/leads';
import type { AdminLeadDetailFragment } from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';
import { LeadStatusTag, leadPath } from './lead-status';
import { ToolResultsView } from './tool-results-view';

export function LeadFacts({ lead }: { lead: AdminLeadDetailFragment }) {
  const contact = lead.kind === 'CONTACT';
  const fields = [
    { key: 'name', label: 'Name', children: lead.name },
    { key: 'email', label: 'Email', children: <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    { key: 'company', label: 'Company', children: lead.company },
    ...(contact ? [{ key: 'spend', label: 'Cloud Spending', children: cloudSpendingLabel(lead.cloudSpending ?? '') }] : []),
    { key: 'date', label: 'Submitted', children: formatDateTime(lead.createdAt) },
    { key: 'form', label: 'Form', children: contact ? 'Contact request' : 'Playbook chapter' },
  ];
  return (
    <Card className="admin-card" title="Details">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={fields} />
      {contact && (
        <section className="admin-request">
          <Typography.Title level={2} className="admin-request__heading">
            Message
          </Typography.Title>
          {lead.message?.trim() ? (
            <Typography.Paragraph className="admin-request__message">{lead.message}</Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">No message.</Typography.Text>
          )}
          <ToolResultsView toolResults={lead.toolResults} />
        </section>
      )}
    </Card>
  );
}

export function ConsentRecord({ consent }: { consent: AdminLeadDetailFragment['consent'] }) {
  return (
    <Card className="admin-card" title="Consent record">
      {consent ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'text', label: `Wording (version ${consent.version})`, children: <q>{consent.text}</q> },
            { key: 'at', label: 'Given', children: formatDateTime(consent.at) },
            { key: 'page', label: 'On page', children: consent.page ?? 'Not recorded' },
            { key: 'hash', label: 'Address (HMAC)', children: <code className="admin-lead__hash">{consent.addressHash ?? '-'}</code> },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">Captured before consent records were kept.</Typography.Text>
      )}
    </Card>
  );
}

export function OtherLeads({ leads }: { leads: AdminLeadDetailFragment['otherLeads'] }) {
  return (
    <Card className="admin-card" title="Other submissions of this address">
      {leads.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="None." />
      ) : (
        <AdminList
          size="small"
          items={leads}
          itemKey={(other) => `${other.kind}:${other.id}`}
          renderItem={(other) => (
            <Link to={leadPath(other.kind, other.id)}>
              {other.kind === 'CONTACT' ? 'Contact request' : 'Playbook lead'} of {formatDateTime(other.createdAt)}
            </Link>
          )}
          actions={(other) => <LeadStatusTag status={other.status} />}
        />
      )}
    </Card>
  );
}
