// Downloadable tool reports (web/src/domain/report.ts): standalone, print-friendly HTML with the
// figures the visitor saw on screen.
import { HOME_INDUSTRY_OPTIONS, HOME_PROVIDER_OPTIONS, calculateHomeSavings } from '../../../web/src/domain/home-calculator';
import { PAGE_INDUSTRY_OPTIONS, PAGE_PROVIDER_OPTIONS, calculatePageSavings } from '../../../web/src/domain/page-calculator';
import {
  REPORT_MIME_TYPE,
  buildHomeCalculatorReport,
  buildPageCalculatorReport,
  buildSimulatorReport,
  describeSimulatorItem,
  escapeHtml,
  quantityText,
  renderReportHtml,
  reportFileName,
} from '../../../web/src/domain/report';
import { runSimulation, type SimulatorItem } from '../../../web/src/domain/simulator';

// Midday UTC: the same calendar day in every time zone the tests may run in.
const GENERATED_AT = new Date('2025-06-03T12:00:00Z');

function expectStandalone(html: string): void {
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<meta charset="utf-8">');
  expect(html).toMatch(/<style>[\s\S]+@media print[\s\S]+<\/style>/);
  // Nothing to run and nothing fetched: the file works offline and is safe to open.
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<link/i);
  expect(html).not.toMatch(/(src|href)=/i);
  expect(html).not.toMatch(/url\(/i);
  expect(html.trim().endsWith('</html>')).toBe(true);
}

describe('helpers', () => {
  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b>`)).toBe('&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;');
  });

  it('names the file by stem and local date', () => {
    expect(reportFileName('finops-savings-estimate', new Date(2025, 0, 5, 9, 30))).toBe('finops-savings-estimate-2025-01-05.html');
  });

  it('renders every section kind and escapes all text', () => {
    const html = renderReportHtml({
      title: 'A <title>',
      subtitle: 'Sub & title',
      generatedAt: GENERATED_AT,
      highlights: [{ label: 'Rate', value: '40%' }],
      sections: [
        { title: 'Rows', rows: [{ label: 'Label', value: '<img>' }] },
        {
          title: 'Bars',
          bars: [
            { label: 'Too wide', value: '1', percent: 250 },
            { label: 'Negative', value: '0', percent: -5 },
          ],
        },
        { title: 'Table', table: { columns: ['A', 'B'], rows: [['1', '2']], numeric: [1], footer: ['T', '3'] } },
        { title: 'List', list: { ordered: true, items: ['first', 'second'] } },
      ],
      footnote: 'Note',
    });
    expectStandalone(html);
    expect(html).toContain('<title>A &lt;title&gt; | FinOps Consulting</title>');
    expect(html).toContain('<dd>&lt;img&gt;</dd>');
    expect(html).not.toContain('<img>');
    expect(html).toContain('width:100%');
    expect(html).toContain('width:0%');
    expect(html).toContain('<td class="num">2</td>');
    expect(html).toContain('<ol><li>first</li><li>second</li></ol>');
    expect(html).toContain('Generated on June 3, 2025');
  });
});

describe('home calculator report', () => {
  const input = { monthlySpend: 10000, cloudProvider: 'aws', industry: 'tech', finopsMaturity: 'none' };
  const report = buildHomeCalculatorReport(
    input,
    calculateHomeSavings(input),
    { providers: HOME_PROVIDER_OPTIONS, industries: HOME_INDUSTRY_OPTIONS },
    GENERATED_AT,
  );

  it('is an HTML file named by date', () => {
    expect(report.mimeType).toBe(REPORT_MIME_TYPE);
    expect(report.fileName).toBe('finops-savings-estimate-2025-06-03.html');
    expectStandalone(report.content);
  });

  it('states the inputs with their labels', () => {
    expect(report.content).toContain('<dt>Monthly cloud spend</dt><dd>$10,000</dd>');
    expect(report.content).toContain('<dt>Cloud provider</dt><dd>AWS</dd>');
    expect(report.content).toContain('<dt>Industry</dt><dd>Technology</dd>');
    expect(report.content).toContain('<dt>FinOps maturity</dt><dd>No FinOps practices</dd>');
  });

  it('states rate, savings, ROI and payback as on screen', () => {
    expect(report.content).toContain('<strong>40%</strong>');
    expect(report.content).toContain('<strong>$48,000</strong>');
    expect(report.content).toContain('<strong>2.0x</strong>');
    expect(report.content).toContain('<strong>1 month</strong>');
    expect(report.content).toContain('width:40%');
  });
});

describe('calculator page report', () => {
  const input = { monthlySpend: 10000, cloudProvider: 'aws', industry: 'technology', finopsMaturity: 'none' };
  const result = calculatePageSavings(input);
  const report = buildPageCalculatorReport(
    input,
    result,
    { providers: PAGE_PROVIDER_OPTIONS, industries: PAGE_INDUSTRY_OPTIONS },
    GENERATED_AT,
  );

  it('is a standalone HTML file', () => {
    expect(report.fileName).toBe('finops-detailed-savings-report-2025-06-03.html');
    expectStandalone(report.content);
  });

  it('states the inputs, the headline figures and the five areas', () => {
    expect(report.content).toContain('<dd>Technology</dd>');
    expect(report.content).toContain('<strong>$46,754</strong>');
    expect(report.content).toContain('<strong>39%</strong>');
    expect(report.content).toContain('<strong>2 months</strong>');
    for (const area of result.optimizationAreas) {
      expect(report.content).toContain(escapeHtml(area.name));
      expect(report.content).toContain(escapeHtml(area.description));
    }
    expect(report.content).toContain('Rightsizing (35%)');
    expect(report.content).toContain('$16,364');
    expect(report.content).toContain('<td>Total</td><td class="num">100%</td><td class="num">$46,754</td>');
  });

  it('prints a code it has no label for as the code', () => {
    const other = buildPageCalculatorReport({ ...input, cloudProvider: 'oracle' }, result, { providers: [], industries: [] }, GENERATED_AT);
    expect(other.content).toContain('<dt>Cloud provider</dt><dd>oracle</dd>');
  });

  it('draws the largest area as the full bar', () => {
    expect(report.content).toContain('width:100%');
  });
});

describe('simulator report', () => {
  const items: SimulatorItem[] = [
    { resourceType: 'ec2', quantity: 1, region: 'eu-west-1', reserved: true, size: 'medium' },
    { resourceType: 's3', quantity: 500, region: 'us-east-1', reserved: false },
    { resourceType: 'lambda', quantity: 1, region: 'us-east-1', reserved: false },
  ];
  const result = runSimulation(items);
  const report = buildSimulatorReport(items, result, GENERATED_AT);

  it('describes each item in its unit', () => {
    expect(quantityText(items[1])).toBe('500 GB');
    expect(quantityText({ ...items[0], quantity: 2 })).toBe('2 instances');
    expect(quantityText(items[2])).toBe('1 request a month');
    expect(quantityText({ ...items[2], quantity: 1000000 })).toBe('1,000,000 requests a month');
    expect(describeSimulatorItem(items[0])).toEqual({
      name: 'Compute Instances',
      details: '1 instance · medium · EU West (Ireland) · Reserved',
      monthlyCost: 44.71104,
    });
    expect(describeSimulatorItem(items[1]).details).toBe('500 GB · US East (N. Virginia)');
  });

  it('lists the resources, the totals and numbered recommendations', () => {
    expectStandalone(report.content);
    expect(report.fileName).toBe('cloud-cost-simulation-2025-06-03.html');
    expect(report.content).toContain('3 resources simulated');
    expect(report.content).toContain('<td class="num">$44.71</td>');
    expect(report.content).toContain('<td class="num">$11.50</td>');
    expect(report.content).toContain(`<strong>$56.21</strong>`);
    expect(report.content).toMatch(/<ol>(<li>[^<]+<\/li>){3,}<\/ol>/);
    for (const recommendation of result.recommendations) expect(report.content).toContain(escapeHtml(recommendation));
  });
});
