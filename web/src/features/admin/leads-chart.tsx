// 'Leads over time' on the dashboard: playbook leads and contact requests per week over the last
// 12 weeks (leadsOverTime), drawn as a small grouped bar chart in SVG — no charting library, so
// the admin chunk stays light and nothing touches the DOM outside React.
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useAdminLeadsOverTimeQuery, type AdminLeadsOverTimeQuery } from '../../graphql/generated';
import { countOf, formatWeekLabel, niceTicks } from './admin-format';

type Week = AdminLeadsOverTimeQuery['leadsOverTime'][number];

export const CHART_WEEKS = 12;

const SERIES = [
  { key: 'playbookLeads', label: 'Playbook leads', className: 'leads-chart__bar--playbook' },
  { key: 'contactRequests', label: 'Contact requests', className: 'leads-chart__bar--contact' },
] as const;

const WIDTH = 760;
const HEIGHT = 210;
const MARGIN = { top: 12, right: 8, bottom: 30, left: 36 };

export function LeadsChart() {
  const { data, error, refetch } = useAdminLeadsOverTimeQuery({ variables: { weeks: CHART_WEEKS } });
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
      extra={
        <ul className="leads-chart__legend" aria-hidden>
          {SERIES.map((series) => (
            <li key={series.key}>
              <span className={`leads-chart__swatch ${series.className}`} />
              {series.label}
            </li>
          ))}
        </ul>
      }
    >
      {data ? (
        <Chart weeks={data.leadsOverTime} />
      ) : error ? (
        <Alert type="warning" showIcon title="Could not load the leads chart" action={<a onClick={() => void refetch().catch(() => undefined)}>Try again</a>} />
      ) : (
        <Skeleton.Node active className="leads-chart__skeleton">
          <span />
        </Skeleton.Node>
      )}
    </Card>
  );
}

function Chart({ weeks }: { weeks: readonly Week[] }) {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(0, ...weeks.flatMap((week) => [week.playbookLeads, week.contactRequests]));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1];
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const band = plotWidth / Math.max(weeks.length, 1);
  const barWidth = Math.min(18, (band * 0.7) / SERIES.length);
  const totals = weeks.reduce((sum, week) => ({ playbook: sum.playbook + week.playbookLeads, contact: sum.contact + week.contactRequests }), { playbook: 0, contact: 0 });
  const summary = `${countOf(totals.playbook, 'playbook lead')} and ${countOf(totals.contact, 'contact request')} in the last ${weeks.length} weeks`;

  return (
    <figure className="leads-chart__figure">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Leads over time: ${summary}`} className="leads-chart__svg">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="leads-chart__grid" />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="leads-chart__tick">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x0 = MARGIN.left + index * band + (band - barWidth * SERIES.length) / 2;
          const label = formatWeekLabel(week.weekStart);
          return (
            <g key={week.weekStart}>
              {SERIES.map((series, s) => {
                const value = week[series.key];
                const height = Math.max(0, MARGIN.top + plotHeight - y(value));
                return (
                  <rect
                    key={series.key}
                    x={x0 + s * barWidth}
                    y={MARGIN.top + plotHeight - Math.max(height, value > 0 ? 2 : 0)}
                    width={barWidth - 2}
                    height={Math.max(height, value > 0 ? 2 : 0)}
                    rx={2}
                    className={`leads-chart__bar ${series.className}`}
                  >
                    <title>{`Week of ${label}: ${countOf(value, series.label.toLowerCase().replace(/s$/, ''))}`}</title>
                  </rect>
                );
              })}
              <text x={MARGIN.left + index * band + band / 2} y={HEIGHT - 10} textAnchor="middle" className="leads-chart__tick">
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="leads-chart__caption">
        {max === 0 ? 'No leads captured in the last ' + weeks.length + ' weeks.' : `${summary}.`}
      </figcaption>
    </figure>
  );
}
