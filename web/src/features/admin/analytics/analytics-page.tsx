// /admin/analytics (issue 32, decision 0063): the site's cookieless numbers for a date range, each
// headline compared with the previous period of the same length; top pages as a chart and tables
// of pages, sources, campaigns, devices, events and conversion to a lead, each exportable as CSV.
// A lazily loaded chunk (recharts comes with it only).
import { useRef, useState } from 'react';
import { Button, Card, Col, DatePicker, Row, Statistic, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAdminAnalyticsSummaryQuery } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { csvText, previousPeriod, percentChange } from './analytics-values';
import '../shared/admin.css';
import { AdminPageHead } from '../shared/admin-page-head';
import { useKeyboardScrollable } from '../shared/admin-table';

type Row = Record<string, string | number | null>;

/** A table of the summary with its own "Export CSV" (built in the browser from the rows shown). */
function NumbersTable({ title, rows, columns, file }: { title: string; rows: Row[]; columns: Array<[string, string]>; file: string }) {
  // Sideways scrolling on a phone must be reachable by keyboard, as in the other admin tables.
  const ref = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(ref, `${title} table`);
  const download = () => {
    const blob = new Blob(['\uFEFF', csvText(columns, rows)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = file;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Card
      className="admin-card"
      title={title}
      extra={
        <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={download} disabled={rows.length === 0}>
          Export CSV
        </Button>
      }
    >
      <div ref={ref}>
        <Table
          size="small"
          rowKey={(_row, index) => String(index)}
          pagination={false}
          scroll={{ x: true }}
          dataSource={rows}
          columns={columns.map(([key, label]) => ({ key, dataIndex: key, title: label }))}
          locale={{ emptyText: <Typography.Text type="secondary">Nothing recorded in this period</Typography.Text> }}
        />
      </div>
    </Card>
  );
}

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
  const before = data?.previous;
  const headline = (
    title: string,
    key: 'visitors' | 'visits' | 'pageviews' | 'viewsPerVisit' | 'bounceRate' | 'visitDuration' | 'leads',
    suffix = '',
  ) => {
    const value = now?.[key] ?? 0;
    const change = percentChange(value, before?.[key] ?? 0);
    const shown = key === 'bounceRate' ? Math.round(value * 100) : value;
    return (
      <Col xs={12} md={6} lg={3} key={key}>
        <Card className="admin-card" loading={loading && !now}>
          <Statistic title={title} value={shown} suffix={key === 'bounceRate' ? '%' : suffix} />
          <Typography.Text type="secondary">
            {change === null ? 'no previous data' : `${change > 0 ? '+' : ''}${change}% vs previous`}
          </Typography.Text>
        </Card>
      </Col>
    );
  };
  const conversions = (dimension: string) =>
    (now?.conversions ?? [])
      .filter((row) => row.dimension === dimension)
      .map((row) => ({ ...row, conversionRate: `${Math.round(row.conversionRate * 1000) / 10}%` }));

  return (
    <div className="admin-page container">
      <AdminPageHead title="Analytics">
        <DatePicker.RangePicker
          aria-label="Date range"
          allowClear={false}
          value={range}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
        />
      </AdminPageHead>
      <Typography.Paragraph type="secondary">
        Counted without cookies: a visitor is a daily anonymous code, visitors who ask not to be tracked are not counted
        (docs/privacy-analytics.md).
      </Typography.Paragraph>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the analytics')}</Typography.Text>}
      <Row gutter={[12, 12]}>
        {headline('Visitors', 'visitors')}
        {headline('Visits', 'visits')}
        {headline('Page views', 'pageviews')}
        {headline('Views per visit', 'viewsPerVisit')}
        {headline('Bounce rate', 'bounceRate')}
        {headline('Visit duration', 'visitDuration', ' s')}
        {headline('Leads', 'leads')}
      </Row>
      <Card className="admin-card" title="Top pages">
        <div style={{ width: '100%', height: 260 }} role="img" aria-label="Page views of the top pages (also in the table below)">
          <ResponsiveContainer>
            <BarChart data={(now?.topPages ?? []).slice(0, 10)} layout="vertical" margin={{ left: 8, right: 8 }}>
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="path" width={110} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="pageviews" name="Page views" fill="#1677ff" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <NumbersTable
        title="Pages"
        file={`pages-${from}-${to}.csv`}
        rows={now?.topPages ?? []}
        columns={[
          ['path', 'Page'],
          ['visitors', 'Visitors'],
          ['pageviews', 'Page views'],
        ]}
      />
      <NumbersTable
        title="Entry pages"
        file={`entry-pages-${from}-${to}.csv`}
        rows={now?.entryPages ?? []}
        columns={[
          ['path', 'Page'],
          ['visitors', 'Visitors'],
          ['pageviews', 'Visits'],
        ]}
      />
      <NumbersTable
        title="Sources"
        file={`sources-${from}-${to}.csv`}
        rows={now?.sources ?? []}
        columns={[
          ['source', 'Source'],
          ['visitors', 'Visitors'],
          ['visits', 'Visits'],
          ['leads', 'Leads'],
        ]}
      />
      <NumbersTable
        title="Campaigns (UTM)"
        file={`campaigns-${from}-${to}.csv`}
        rows={now?.campaigns ?? []}
        columns={[
          ['utmSource', 'Source'],
          ['utmMedium', 'Medium'],
          ['utmCampaign', 'Campaign'],
          ['visits', 'Visits'],
          ['leads', 'Leads'],
        ]}
      />
      <NumbersTable
        title="Conversion by landing page"
        file={`conversion-landing-${from}-${to}.csv`}
        rows={conversions('landingPage')}
        columns={[
          ['value', 'Landing page'],
          ['visits', 'Visits'],
          ['leads', 'Leads'],
          ['conversionRate', 'Conversion'],
        ]}
      />
      <NumbersTable
        title="Conversion by source"
        file={`conversion-source-${from}-${to}.csv`}
        rows={conversions('source')}
        columns={[
          ['value', 'Source'],
          ['visits', 'Visits'],
          ['leads', 'Leads'],
          ['conversionRate', 'Conversion'],
        ]}
      />
      <NumbersTable
        title="Devices"
        file={`devices-${from}-${to}.csv`}
        rows={now?.devices ?? []}
        columns={[
          ['name', 'Device'],
          ['visitors', 'Visitors'],
          ['count', 'Events'],
        ]}
      />
      <NumbersTable
        title="Browsers"
        file={`browsers-${from}-${to}.csv`}
        rows={now?.browsers ?? []}
        columns={[
          ['name', 'Browser'],
          ['visitors', 'Visitors'],
          ['count', 'Events'],
        ]}
      />
      <NumbersTable
        title="Operating systems"
        file={`os-${from}-${to}.csv`}
        rows={now?.operatingSystems ?? []}
        columns={[
          ['name', 'OS'],
          ['visitors', 'Visitors'],
          ['count', 'Events'],
        ]}
      />
      <NumbersTable
        title="Events"
        file={`events-${from}-${to}.csv`}
        rows={now?.events ?? []}
        columns={[
          ['name', 'Event'],
          ['visitors', 'Visitors'],
          ['count', 'Count'],
        ]}
      />
    </div>
  );
}
