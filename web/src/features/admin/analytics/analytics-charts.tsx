// The analytics screen's charts (recharts, in the admin chunk only): visits over the range against
// the previous period, and the funnel. Each chart has a text alternative: its numbers are in a table.
import { Card } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsPointFragment } from '../../../graphql/generated';
import { alignPeriods, FUNNEL_LABELS } from './analytics-values';

const BLUE = '#1677ff';
const GREY = '#8c8c8c';

export function VisitsChart({
  current,
  previous,
  interval,
  range,
}: {
  current: readonly AnalyticsPointFragment[];
  previous: readonly AnalyticsPointFragment[];
  interval: string;
  range: { from: string; to: string; previousFrom: string };
}) {
  const data = alignPeriods(current, previous, range, interval === 'hour' ? 'hour' : 'day');
  return (
    <Card className="admin-card" title="Visits over time">
      <div className="admin-analytics__chart" role="img" aria-label="Visits per period compared with the previous period">
        <ResponsiveContainer>
          <LineChart data={data} margin={{ left: 0, right: 8, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis allowDecimals={false} width={36} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="visits" name="Visits" stroke={BLUE} strokeWidth={2} dot={false} />
            <Line type="monotone" dataKey="previousVisits" name="Previous period" stroke={GREY} strokeDasharray="5 5" dot={false} />
            <Line type="monotone" dataKey="leads" name="Leads" stroke="#52c41a" strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

export function PagesChart({ pages }: { pages: ReadonlyArray<{ path: string; pageviews: number }> }) {
  return (
    <Card className="admin-card" title="Top pages">
      <div className="admin-analytics__chart" role="img" aria-label="Page views of the top pages (also in the Pages table)">
        <ResponsiveContainer>
          <BarChart data={pages.slice(0, 10)} layout="vertical" margin={{ left: 4, right: 8 }}>
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey="path" width={96} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="pageviews" name="Page views" fill={BLUE} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

export function FunnelChart({ steps }: { steps: ReadonlyArray<{ step: string; visits: number }> }) {
  const data = steps.map((step) => ({ ...step, label: FUNNEL_LABELS[step.step] ?? step.step }));
  return (
    <div className="admin-analytics__chart" role="img" aria-label="Visits at each step of the funnel (also in the table)">
      <ResponsiveContainer>
        <BarChart data={data} margin={{ left: 0, right: 8, top: 8 }}>
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
          <YAxis allowDecimals={false} width={36} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Bar dataKey="visits" name="Visits" fill={BLUE} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
