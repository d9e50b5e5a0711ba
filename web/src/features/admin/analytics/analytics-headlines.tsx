// The headline numbers of the range, each with its change against the previous period.
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { AnalyticsNumbersFragment } from '../../../graphql/generated';
import { formatDuration, percentChange } from './analytics-values';

type Numbers = AnalyticsNumbersFragment & { conversionRate: number };
type Key = Exclude<keyof Numbers, '__typename'>;

const HEADLINES: ReadonlyArray<[Key, string]> = [
  ['visitors', 'Visitors'],
  ['visits', 'Visits'],
  ['pageviews', 'Page views'],
  ['viewsPerVisit', 'Views per visit'],
  ['bounceRate', 'Bounce rate'],
  ['visitDuration', 'Visit duration'],
  ['leads', 'Leads'],
  ['conversionRate', 'Conversion'],
];

const withRate = (numbers?: AnalyticsNumbersFragment): Numbers | undefined =>
  numbers && { ...numbers, conversionRate: numbers.visits ? numbers.leads / numbers.visits : 0 };

function shown(key: Key, value: number): string {
  if (key === 'bounceRate' || key === 'conversionRate') return `${Math.round(value * 1000) / 10}%`;
  if (key === 'visitDuration') return formatDuration(value);
  return value.toLocaleString('en');
}

export function Headlines({
  current,
  previous,
  loading,
}: {
  current?: AnalyticsNumbersFragment;
  previous?: AnalyticsNumbersFragment;
  loading: boolean;
}) {
  const now = withRate(current);
  const before = withRate(previous);
  return (
    <Row gutter={[12, 12]}>
      {HEADLINES.map(([key, title]) => {
        const value = Number(now?.[key] ?? 0);
        const change = percentChange(value, Number(before?.[key] ?? 0));
        return (
          <Col xs={12} md={6} xl={3} key={key}>
            <Card className="admin-card admin-analytics__headline" loading={loading && !now}>
              <Statistic title={title} value={shown(key, value)} />
              <Typography.Text type="secondary">
                {change === null ? 'no previous data' : `${change > 0 ? '+' : ''}${change}% vs previous`}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
