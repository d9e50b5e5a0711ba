// The analytics screen's tables, each exportable as CSV: pages (top, entry, exit), sources,
// referrers, UTM campaigns, conversion to a lead per landing page, source, campaign, article and
// tool, the funnel with its drop-off, devices, browsers, operating systems and events.
import { Card, Col, Row } from 'antd';
import type { AdminAnalyticsSummaryQuery } from '../../../graphql/generated';
import { FunnelChart } from './analytics-charts';
import { FUNNEL_LABELS, percent } from './analytics-values';
import { NumbersTable } from './numbers-table';

type Summary = AdminAnalyticsSummaryQuery['current'];

const PAGE = (visits = 'Page views'): Array<[string, string]> => [
  ['path', 'Page'],
  ['visitors', 'Visitors'],
  ['pageviews', visits],
];
const SOURCE = (name: string): Array<[string, string]> => [
  ['source', name],
  ['visitors', 'Visitors'],
  ['visits', 'Visits'],
  ['leads', 'Leads'],
];
const COUNT = (name: string, count = 'Events'): Array<[string, string]> => [
  ['name', name],
  ['visitors', 'Visitors'],
  ['count', count],
];
const CONVERSION = (name: string): Array<[string, string]> => [
  ['value', name],
  ['visits', 'Visits'],
  ['leads', 'Leads'],
  ['conversionRate', 'Conversion'],
];

const CONVERSIONS: ReadonlyArray<[string, string, string]> = [
  ['landingPage', 'Conversion by landing page', 'Landing page'],
  ['source', 'Conversion by source', 'Source'],
  ['campaign', 'Conversion by campaign', 'Campaign'],
  ['article', 'Conversion by article read', 'Article'],
  ['tool', 'Conversion by tool used', 'Tool'],
];

/** Two tables side by side from a wide screen, one above the other on a phone. */
function Pair({ children }: { children: [React.ReactNode, React.ReactNode] }) {
  return (
    <Row gutter={[12, 0]}>
      <Col xs={24} xl={12}>
        {children[0]}
      </Col>
      <Col xs={24} xl={12}>
        {children[1]}
      </Col>
    </Row>
  );
}

export function FunnelCard({ summary, file }: { summary?: Summary; file: string }) {
  const steps = (summary?.funnel ?? []).map((step) => ({
    step: FUNNEL_LABELS[step.step] ?? step.step,
    visits: step.visits,
    ofFirst: percent(step.ofFirst),
    dropOff: percent(step.dropOff),
  }));
  return (
    <Card className="admin-card" title="Funnel: landed → used a tool → started a form → lead">
      <FunnelChart steps={summary?.funnel ?? []} />
      <NumbersTable
        title="Funnel"
        file={file}
        rows={steps}
        columns={[
          ['step', 'Step'],
          ['visits', 'Visits'],
          ['ofFirst', 'Of landed'],
          ['dropOff', 'Drop-off'],
        ]}
      />
    </Card>
  );
}

export function AnalyticsTables({ summary, suffix }: { summary?: Summary; suffix: string }) {
  const conversions = (dimension: string) =>
    (summary?.conversions ?? [])
      .filter((row) => row.dimension === dimension)
      .map((row) => ({ value: row.value, visits: row.visits, leads: row.leads, conversionRate: percent(row.conversionRate) }));
  const file = (name: string) => `${name}-${suffix}.csv`;
  return (
    <>
      <Pair>
        <NumbersTable title="Pages" file={file('pages')} rows={summary?.topPages ?? []} columns={PAGE()} />
        <NumbersTable title="Entry pages" file={file('entry-pages')} rows={summary?.entryPages ?? []} columns={PAGE('Visits')} />
      </Pair>
      <Pair>
        <NumbersTable title="Exit pages" file={file('exit-pages')} rows={summary?.exitPages ?? []} columns={PAGE('Visits')} />
        <NumbersTable title="Sources" file={file('sources')} rows={summary?.sources ?? []} columns={SOURCE('Source')} />
      </Pair>
      <Pair>
        <NumbersTable title="Referrers" file={file('referrers')} rows={summary?.referrers ?? []} columns={SOURCE('Referrer')} />
        <NumbersTable
          title="Campaigns (UTM)"
          file={file('campaigns')}
          rows={summary?.campaigns ?? []}
          columns={[
            ['utmSource', 'Source'],
            ['utmMedium', 'Medium'],
            ['utmCampaign', 'Campaign'],
            ['visits', 'Visits'],
            ['leads', 'Leads'],
          ]}
        />
      </Pair>
      <Row gutter={[12, 0]}>
        {CONVERSIONS.map(([dimension, title, name]) => (
          <Col xs={24} xl={12} key={dimension}>
            <NumbersTable title={title} file={file(`conversion-${dimension}`)} rows={conversions(dimension)} columns={CONVERSION(name)} />
          </Col>
        ))}
        <Col xs={24} xl={12}>
          <NumbersTable title="Events" file={file('events')} rows={summary?.events ?? []} columns={COUNT('Event', 'Count')} />
        </Col>
      </Row>
      <Row gutter={[12, 0]}>
        <Col xs={24} xl={8}>
          <NumbersTable title="Devices" file={file('devices')} rows={summary?.devices ?? []} columns={COUNT('Device')} />
        </Col>
        <Col xs={24} xl={8}>
          <NumbersTable title="Browsers" file={file('browsers')} rows={summary?.browsers ?? []} columns={COUNT('Browser')} />
        </Col>
        <Col xs={24} xl={8}>
          <NumbersTable title="Operating systems" file={file('os')} rows={summary?.operatingSystems ?? []} columns={COUNT('OS')} />
        </Col>
      </Row>
    </>
  );
}
