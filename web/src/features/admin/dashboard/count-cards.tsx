// The dashboard's three count cards (SPEC §2): Blog Posts, Resources and Lead Captures
// (playbook leads plus contact requests, as dashboardCounts.leadCaptures counts them).
import { Card, Col, Row, Statistic } from 'antd';
import { FileTextOutlined, FolderOpenOutlined, TeamOutlined } from '@ant-design/icons';
import { useAdminDashboardCountsQuery } from '../../../graphql/generated';
import { countOf } from '../shared/admin-format';

export function CountCards() {
  // Shown at once from the cache when there is one, and asked again each time the dashboard opens.
  const { data } = useAdminDashboardCountsQuery({ fetchPolicy: 'cache-and-network' });
  const counts = data?.dashboardCounts;
  const cards = [
    { key: 'posts', title: 'Blog Posts', value: counts?.blogPosts, icon: <FileTextOutlined aria-hidden />, note: undefined },
    { key: 'resources', title: 'Resources', value: counts?.resources, icon: <FolderOpenOutlined aria-hidden />, note: undefined },
    {
      key: 'leads',
      title: 'Lead Captures',
      value: counts?.leadCaptures,
      icon: <TeamOutlined aria-hidden />,
      note: counts ? `${countOf(counts.playbookLeads, 'playbook lead')}, ${countOf(counts.contactRequests, 'contact request')}` : undefined,
    },
  ];
  return (
    <Row gutter={[16, 16]} className="admin-counts">
      {cards.map((card) => (
        <Col key={card.key} xs={24} md={8}>
          <Card className="admin-card admin-count">
            <Statistic
              title={card.title}
              value={card.value ?? 0}
              loading={!counts}
              prefix={<span className="admin-count__icon">{card.icon}</span>}
            />
            {card.note && <div className="admin-count__note">{card.note}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
