// The bars of 'Leads over time', drawn with recharts. Loaded lazily by leads-chart.tsx, so the
// charting library is fetched only when the dashboard shows the chart.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme } from 'antd';
import { formatWeekLabel } from '../shared/admin-format';
import { CHART_SERIES, type ChartWeek } from './leads-chart-data';

const HEIGHT = 240;

export default function LeadsBarChart({ weeks }: { weeks: readonly ChartWeek[] }) {
  const { token } = theme.useToken();
  const colors = { playbookLeads: token.colorPrimary, contactRequests: token.colorWarning };
  const data = weeks.map((week) => ({ ...week, label: formatWeekLabel(week.weekStart) }));
  const axis = { fontSize: 12, fill: token.colorTextSecondary };

  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={2} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
        <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={{ stroke: token.colorBorder }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={48} />
        <Tooltip
          cursor={{ fill: token.colorFillTertiary }}
          labelFormatter={(label) => `Week of ${String(label)}`}
          contentStyle={{ borderRadius: token.borderRadius, borderColor: token.colorBorderSecondary, fontSize: 13 }}
        />
        <Legend
          iconType="square"
          wrapperStyle={{ fontSize: 13 }}
          formatter={(value: string) => <span style={{ color: token.colorTextSecondary }}>{value}</span>}
        />
        {CHART_SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            fill={colors[series.key]}
            radius={[3, 3, 0, 0]}
            maxBarSize={18}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
