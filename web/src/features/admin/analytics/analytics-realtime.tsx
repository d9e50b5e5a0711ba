// The realtime card (issue 32): the last 30 minutes, refreshed every 30 seconds while it is shown.
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { useAdminAnalyticsRealtimeQuery } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';

const REFRESH_MS = 30_000;

export function RealtimeCard() {
  const { data, error } = useAdminAnalyticsRealtimeQuery({ pollInterval: REFRESH_MS, fetchPolicy: 'network-only' });
  const live = data?.analyticsRealtime;
  const minutes = (live?.perMinute ?? []).map((point) => ({ ...point, label: point.minute.slice(11, 16) }));
  return (
    <Card className="admin-card" title="Last 30 minutes" loading={!live && !error}>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the last 30 minutes')}</Typography.Text>}
      <Row gutter={[12, 12]}>
        <Col xs={8}>
          <Statistic title="Visitors" value={live?.visitors ?? 0} />
        </Col>
        <Col xs={8}>
          <Statistic title="Page views" value={live?.pageviews ?? 0} />
        </Col>
        <Col xs={8}>
          <Statistic title="Events" value={live?.events ?? 0} />
        </Col>
      </Row>
      <div className="admin-analytics__chart admin-analytics__chart--small" role="img" aria-label="Page views per minute, last 30 minutes">
        <ResponsiveContainer>
          <BarChart data={minutes} margin={{ left: 0, right: 0, top: 8 }}>
            <XAxis dataKey="label" tick={{ fontSize: 10 }} minTickGap={24} />
            <Tooltip />
            <Bar dataKey="pageviews" name="Page views" fill="#1677ff" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Typography.Paragraph type="secondary" className="admin-analytics__live-list">
        {live?.topPages.length
          ? `Now reading: ${live.topPages
              .slice(0, 5)
              .map((page) => `${page.path} (${page.pageviews})`)
              .join(', ')}. From: ${live.sources
              .slice(0, 5)
              .map((source) => `${source.source} (${source.visitors})`)
              .join(', ')}.`
          : 'Nobody in the last 30 minutes.'}
      </Typography.Paragraph>
    </Card>
  );
}
