// /admin/analytics (issue 32, decision 0063): the site's cookieless numbers for a date range, each
// headline compared with the previous period of the same length; visits over time against that
// period, the funnel, the last 30 minutes, and tables of pages, sources, campaigns, conversions,
// devices and events, each exportable as CSV. A lazily loaded chunk (recharts comes with it only).
import { useState } from 'react';
import { DatePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAdminAnalyticsSummaryQuery } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { previousPeriod } from './analytics-values';
import '../shared/admin.css';
import './analytics.css';
import { AdminPageHead } from '../shared/admin-page-head';
import { ButtonLink } from '../../../app/button-link';
import { PagesChart, VisitsChart } from './analytics-charts';
import { Headlines } from './analytics-headlines';
import { RealtimeCard } from './analytics-realtime';
import { AnalyticsTables, FunnelCard } from './analytics-tables';

const PRESETS = [
  { label: 'Today', value: [dayjs(), dayjs()] as [Dayjs, Dayjs] },
  { label: 'Last 7 days', value: [dayjs().subtract(6, 'day'), dayjs()] as [Dayjs, Dayjs] },
  { label: 'Last 30 days', value: [dayjs().subtract(29, 'day'), dayjs()] as [Dayjs, Dayjs] },
  { label: 'Last 90 days', value: [dayjs().subtract(89, 'day'), dayjs()] as [Dayjs, Dayjs] },
];

export function AnalyticsPage() {
  usePageMeta('Analytics | FinOps Consulting Admin', 'Visitors, pages, sources and conversions, without cookies.');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const previous = previousPeriod(from, to);
  const { data, loading, error } = useAdminAnalyticsSummaryQuery({
    variables: { from, to, previousFrom: previous.from, previousTo: previous.to },
    fetchPolicy: 'cache-and-network',
  });
  const now = data?.current;
  return (
    <div className="admin-page container admin-analytics">
      <AdminPageHead title="Analytics">
        <ButtonLink to="/admin/experiments">Experiments</ButtonLink>
        <DatePicker.RangePicker
          aria-label="Date range"
          allowClear={false}
          value={range}
          presets={PRESETS}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
        />
      </AdminPageHead>
      <Typography.Paragraph type="secondary">
        Counted without cookies: a visitor is a daily anonymous code, visitors who ask not to be tracked are not counted
        (docs/privacy-analytics.md). Changes compare with {previous.from} to {previous.to}.
      </Typography.Paragraph>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the analytics')}</Typography.Text>}
      <Headlines current={now} previous={data?.previous} loading={loading} />
      <VisitsChart
        current={now?.series ?? []}
        previous={data?.previous.series ?? []}
        interval={now?.interval ?? 'day'}
        range={{ from, to, previousFrom: previous.from }}
      />
      <RealtimeCard />
      <FunnelCard summary={now} file={`funnel-${from}-${to}.csv`} />
      <PagesChart pages={now?.topPages ?? []} />
      <AnalyticsTables summary={now} suffix={`${from}-${to}`} />
    </div>
  );
}
