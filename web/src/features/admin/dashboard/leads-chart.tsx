// 'Leads over time' on the dashboard: playbook leads and contact requests per week over the last
// 12 weeks (leadsOverTime), as grouped bars drawn by recharts — loaded on its own, after the
// count cards and tables, so the dashboard's first paint does not wait for the charting library.
import { lazy, Suspense } from 'react';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useAdminLeadsOverTimeQuery } from '../../../graphql/generated';
import { CHART_WEEKS, summarizeWeeks, type ChartWeek } from './leads-chart-data';

const LeadsBarChart = lazy(() => import('./leads-bar-chart'));

export function LeadsChart() {
  const { data, error, refetch } = useAdminLeadsOverTimeQuery({ variables: { weeks: CHART_WEEKS }, fetchPolicy: 'cache-and-network' });
  return (
    <Card
      className="admin-card leads-chart"
      title={
        <span>
          Leads over time
          <Typography.Text type="secondary" className="leads-chart__subtitle">
            per week, last {CHART_WEEKS} weeks
          </Typography.Text>
        </span>
      }
    >
      {data ? (
        <Chart weeks={data.leadsOverTime} />
      ) : error ? (
        <Alert
          type="warning"
          showIcon
          title="Could not load the leads chart"
          action={<a onClick={() => void refetch().catch(() => undefined)}>Try again</a>}
        />
      ) : (
        <ChartSkeleton />
      )}
    </Card>
  );
}

function ChartSkeleton() {
  return (
    <Skeleton.Node active className="leads-chart__skeleton">
      <span />
    </Skeleton.Node>
  );
}

function Chart({ weeks }: { weeks: readonly ChartWeek[] }) {
  const { total, summary } = summarizeWeeks(weeks);
  return (
    <figure className="leads-chart__figure">
      <div role="img" aria-label={`Leads over time: ${summary}`} className="leads-chart__plot">
        <Suspense fallback={<ChartSkeleton />}>
          <LeadsBarChart weeks={weeks} />
        </Suspense>
      </div>
      <figcaption className="leads-chart__caption">
        {total === 0 ? `No leads captured in the last ${weeks.length} weeks.` : `${summary}.`}
      </figcaption>
    </figure>
  );
}
