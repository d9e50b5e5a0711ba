// The dashboard's pipeline counts (issue 14): leads per status, both kinds together, with each
// kind's share under the number.
import { Card, Col, Row, Statistic } from 'antd';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../../../../schema/validation/lead-pipeline';
import { useAdminLeadStatusCountsQuery } from '../../../graphql/generated';

export function LeadStatusCounts() {
  const { data } = useAdminLeadStatusCountsQuery({ fetchPolicy: 'cache-and-network' });
  const counts = data?.leadStatusCounts ?? [];
  return (
    <Card className="admin-card admin-pipeline" title="Pipeline">
      <Row gutter={[16, 16]}>
        {counts.map((count) => (
          <Col key={count.status} xs={12} sm={8} md={4}>
            <Statistic
              title={LEAD_STATUS_LABELS[count.status as LeadStatus] ?? count.status}
              value={count.playbookLeads + count.contactRequests}
            />
            <div className="admin-count__note">
              {count.playbookLeads} playbook, {count.contactRequests} contact
            </div>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
