// An article's own numbers (issue 32): a card on its editor and a column of the posts table, both
// over the last 30 days (GET /api/admin/analytics/pages, analyticsPages).
import { Card, Col, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAdminAnalyticsPagesQuery, type AdminAnalyticsPagesQuery } from '../../../graphql/generated';

type Numbers = AdminAnalyticsPagesQuery['analyticsPages'][number];

/** The paths the server accepts per call. */
const MAX_PATHS = 100;

const lastThirtyDays = () => ({ from: dayjs().subtract(29, 'day').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD') });

/** Each path's numbers over the last 30 days (the first 100 paths), by path; empty while loading or on error. */
export function usePageNumbers(paths: readonly string[]): Map<string, Numbers> {
  const asked = [...new Set(paths)].slice(0, MAX_PATHS);
  const { data } = useAdminAnalyticsPagesQuery({
    variables: { paths: asked, ...lastThirtyDays() },
    skip: asked.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  return new Map((data?.analyticsPages ?? []).map((row) => [row.path, row]));
}

export function ArticleNumbersCard({ path }: { path: string }) {
  const numbers = usePageNumbers([path]).get(path);
  const figures: Array<[string, number | undefined]> = [
    ['Page views', numbers?.pageviews],
    ['Visitors', numbers?.visitors],
    ['Visits begun here', numbers?.entries],
    ['Leads after reading', numbers?.leads],
  ];
  return (
    <Card className="admin-card" title="This article, last 30 days" size="small">
      <Row gutter={[12, 12]}>
        {figures.map(([title, value]) => (
          <Col xs={12} key={title}>
            <Statistic title={title} value={value ?? 0} />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">Counted without cookies (Admin → Analytics).</Typography.Text>
    </Card>
  );
}
