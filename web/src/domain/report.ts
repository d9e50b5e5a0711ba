// Downloadable reports of the tools (calculators, simulator): one standalone HTML file with inline
// CSS that reads well on screen and prints cleanly. Pure: the UI turns a ReportFile into a download.
import { escapeHtml } from '../../../schema/format/html';
import { FINOPS_MATURITY_OPTIONS, type CalculatorOption } from './calculator-options';
import {
  formatPaybackMonths,
  formatPercent,
  formatRoi,
  formatUsd,
  type HomeCalculatorInput,
  type HomeCalculatorResult,
} from './home-calculator';
// Types only: page-calculator pulls in the shared yup schema, which the simulator's page should not load.
import type { PageCalculatorInput, PageCalculatorResult } from './page-calculator';
import {
  annualSavingsBarWidth,
  formatCost,
  formatSavingsPercentage,
  hasReservation,
  hasSizes,
  monthlyCost,
  regionById,
  resourceTypeById,
  type SimulationResult,
  type SimulatorItem,
} from './simulator';
import { onFirstUse } from './first-use';

export interface ReportFile {
  fileName: string;
  mimeType: string;
  content: string;
}

interface ReportRow {
  label: string;
  value: string;
}

interface ReportBar {
  label: string;
  value: string;
  /** Bar width, 0-100. */
  percent: number;
  note?: string;
}

interface ReportTable {
  columns: string[];
  rows: string[][];
  /** Columns (by index) aligned right, for amounts. */
  numeric?: number[];
  footer?: string[];
}

interface ReportSection {
  title: string;
  intro?: string;
  rows?: ReportRow[];
  bars?: ReportBar[];
  table?: ReportTable;
  list?: { ordered: boolean; items: string[] };
}

export interface ReportDocument {
  title: string;
  subtitle: string;
  generatedAt: Date;
  /** The headline figures, shown as large tiles at the top. */
  highlights: ReportRow[];
  sections: ReportSection[];
  footnote: string;
}

export const REPORT_MIME_TYPE = 'text/html;charset=utf-8';
const REPORT_BRAND = 'FinOps Consulting';

export { escapeHtml };

/** 'June 3, 2025' in the visitor's time zone. */
function formatReportDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** 'finops-savings-estimate-2025-06-03.html' (local date). */
export function reportFileName(stem: string, date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${stem}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.html`;
}

function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent * 10) / 10));
}

function optionLabel(options: readonly CalculatorOption[], code: string): string {
  return options.find((option) => option.value === code)?.label ?? code;
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#f1f5f9;color:#0f172a;font:15px/1.55 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
.page{max-width:800px;margin:32px auto;padding:40px 48px;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08)}
header{border-bottom:3px solid #0f766e;padding-bottom:16px;margin-bottom:24px}
.brand{margin:0 0 8px;color:#0f766e;font-weight:700;letter-spacing:.04em;text-transform:uppercase;font-size:13px}
h1{margin:0 0 4px;font-size:28px;line-height:1.2}
.subtitle{margin:0;color:#475569}
.meta{margin:8px 0 0;color:#64748b;font-size:13px}
.highlights{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px;margin:0 0 28px;padding:0;list-style:none}
.highlights li{padding:14px 16px;border:1px solid #ccfbf1;border-radius:10px;background:#f0fdfa}
.highlights span{display:block;color:#475569;font-size:13px}
.highlights strong{display:block;margin-top:2px;color:#0f766e;font-size:24px;line-height:1.2}
section{margin:0 0 28px;break-inside:avoid}
h2{margin:0 0 12px;font-size:18px;color:#0b2545}
.intro{margin:0 0 12px;color:#475569}
dl{display:grid;grid-template-columns:minmax(140px,max-content) 1fr;gap:6px 24px;margin:0}
dt{color:#475569}
dd{margin:0;font-weight:600}
.bars{margin:0;padding:0;list-style:none}
.bars li{margin:0 0 14px}
.bar-head{display:flex;justify-content:space-between;gap:16px;font-weight:600}
.track{height:10px;margin:6px 0 4px;border-radius:5px;background:#e2e8f0;overflow:hidden;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.fill{height:100%;border-radius:5px;background:#0f766e;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.note{margin:0;color:#475569;font-size:13px}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{padding:8px 10px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top}
th{background:#f8fafc;color:#334155;font-weight:600}
.num{text-align:right;white-space:nowrap}
tfoot td{font-weight:700;border-bottom:0}
ol,ul.list{margin:0;padding-left:22px}
ol li,ul.list li{margin:0 0 6px}
footer{margin-top:32px;padding-top:16px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px}
@media (max-width:640px){.page{margin:0;padding:24px 20px;border-radius:0}}
@media print{body{background:#fff}.page{margin:0;padding:0;max-width:none;box-shadow:none;border-radius:0}@page{margin:18mm}}
`;

function renderRows(rows: ReportRow[]): string {
  return `<dl>${rows.map((row) => `<dt>${escapeHtml(row.label)}</dt><dd>${escapeHtml(row.value)}</dd>`).join('')}</dl>`;
}

function renderBars(bars: ReportBar[]): string {
  const items = bars.map(
    (bar) =>
      `<li><div class="bar-head"><span>${escapeHtml(bar.label)}</span><span>${escapeHtml(bar.value)}</span></div>` +
      `<div class="track"><div class="fill" style="width:${clampPercent(bar.percent)}%"></div></div>` +
      (bar.note ? `<p class="note">${escapeHtml(bar.note)}</p>` : '') +
      `</li>`,
  );
  return `<ul class="bars">${items.join('')}</ul>`;
}

function renderTable(table: ReportTable): string {
  const numeric = new Set(table.numeric ?? []);
  const cell = (tag: 'th' | 'td', text: string, index: number) =>
    `<${tag}${numeric.has(index) ? ' class="num"' : ''}>${escapeHtml(text)}</${tag}>`;
  const head = `<thead><tr>${table.columns.map((column, index) => cell('th', column, index)).join('')}</tr></thead>`;
  const body = `<tbody>${table.rows.map((row) => `<tr>${row.map((text, index) => cell('td', text, index)).join('')}</tr>`).join('')}</tbody>`;
  const foot = table.footer ? `<tfoot><tr>${table.footer.map((text, index) => cell('td', text, index)).join('')}</tr></tfoot>` : '';
  return `<table>${head}${body}${foot}</table>`;
}

function renderSection(section: ReportSection): string {
  const parts = [`<h2>${escapeHtml(section.title)}</h2>`];
  if (section.intro) parts.push(`<p class="intro">${escapeHtml(section.intro)}</p>`);
  if (section.rows) parts.push(renderRows(section.rows));
  if (section.bars) parts.push(renderBars(section.bars));
  if (section.table) parts.push(renderTable(section.table));
  if (section.list) {
    const tag = section.list.ordered ? 'ol' : 'ul class="list"';
    const close = section.list.ordered ? 'ol' : 'ul';
    parts.push(`<${tag}>${section.list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${close}>`);
  }
  return `<section>${parts.join('')}</section>`;
}

/** A complete HTML document: no scripts, no external requests, styles inline. */
export function renderReportHtml(doc: ReportDocument): string {
  const highlights = doc.highlights
    .map((row) => `<li><span>${escapeHtml(row.label)}</span><strong>${escapeHtml(row.value)}</strong></li>`)
    .join('');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)} | ${REPORT_BRAND}</title>`,
    `<style>${STYLES}</style>`,
    '</head>',
    '<body>',
    '<main class="page">',
    '<header>',
    `<p class="brand">${REPORT_BRAND}</p>`,
    `<h1>${escapeHtml(doc.title)}</h1>`,
    `<p class="subtitle">${escapeHtml(doc.subtitle)}</p>`,
    `<p class="meta">Generated on ${escapeHtml(formatReportDate(doc.generatedAt))}</p>`,
    '</header>',
    doc.highlights.length > 0 ? `<ul class="highlights">${highlights}</ul>` : '',
    ...doc.sections.map(renderSection),
    `<footer>${escapeHtml(doc.footnote)}</footer>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function toFile(stem: string, doc: ReportDocument): ReportFile {
  return { fileName: reportFileName(stem, doc.generatedAt), mimeType: REPORT_MIME_TYPE, content: renderReportHtml(doc) };
}

/** The option lists of the calculator that made the estimate, to print labels rather than codes. */
export interface CalculatorReportOptions {
  providers: readonly CalculatorOption[];
  industries: readonly CalculatorOption[];
}

const ESTIMATE_FOOTNOTE =
  'This estimate is based on typical results for organisations with a similar cloud provider, industry and FinOps maturity. ' +
  'Actual savings depend on your workloads and commitments. Contact us for a detailed analysis of your environment.';

/** Report of the home page calculator (first reading). */
export function buildHomeCalculatorReport(
  input: HomeCalculatorInput,
  result: HomeCalculatorResult,
  options: CalculatorReportOptions,
  generatedAt: Date,
): ReportFile {
  return toFile('finops-savings-estimate', {
    title: 'Cloud Savings Estimate',
    subtitle: `Potential savings on ${formatUsd(input.monthlySpend)} of monthly cloud spend`,
    generatedAt,
    highlights: [
      { label: 'Savings rate', value: formatPercent(result.savingsRate) },
      { label: 'Annual savings', value: formatUsd(result.annualSavings) },
      { label: 'Return on investment', value: formatRoi(result.roi) },
      { label: 'Payback period', value: formatPaybackMonths(result.paybackMonths) },
    ],
    sections: [
      {
        title: 'Your inputs',
        rows: [
          { label: 'Monthly cloud spend', value: formatUsd(input.monthlySpend) },
          { label: 'Cloud provider', value: optionLabel(options.providers, input.cloudProvider) },
          { label: 'Industry', value: optionLabel(options.industries, input.industry) },
          { label: 'FinOps maturity', value: optionLabel(FINOPS_MATURITY_OPTIONS, input.finopsMaturity) },
        ],
      },
      {
        title: 'Estimated savings',
        bars: [
          {
            label: 'Savings rate',
            value: formatPercent(result.savingsRate),
            percent: result.savingsRate * 100,
            note: `About ${formatUsd(result.annualSavings / 12)} a month, ${formatUsd(result.annualSavings)} a year.`,
          },
        ],
        rows: [
          { label: 'Current annual spend', value: formatUsd(input.monthlySpend * 12) },
          { label: 'Annual savings', value: formatUsd(result.annualSavings) },
          { label: 'Return on investment', value: formatRoi(result.roi) },
          { label: 'Payback period', value: formatPaybackMonths(result.paybackMonths) },
        ],
      },
    ],
    footnote: ESTIMATE_FOOTNOTE,
  });
}

/** Report of the calculator page (second reading), with the five optimization areas. */
export function buildPageCalculatorReport(
  input: PageCalculatorInput,
  result: PageCalculatorResult,
  options: CalculatorReportOptions,
  generatedAt: Date,
): ReportFile {
  const largest = Math.max(...result.optimizationAreas.map((area) => area.savings), 0);
  return toFile('finops-detailed-savings-report', {
    title: 'Detailed Cloud Savings Report',
    subtitle: `Potential savings on ${formatUsd(input.monthlySpend)} of monthly cloud spend`,
    generatedAt,
    highlights: [
      { label: 'Annual savings', value: formatUsd(result.annualSavings) },
      { label: 'Savings percent', value: `${result.savingsPercent}%` },
      { label: 'Payback period', value: formatPaybackMonths(result.paybackPeriod) },
    ],
    sections: [
      {
        title: 'Your inputs',
        rows: [
          { label: 'Monthly cloud spend', value: formatUsd(input.monthlySpend) },
          { label: 'Cloud provider', value: optionLabel(options.providers, input.cloudProvider) },
          { label: 'Industry', value: optionLabel(options.industries, input.industry) },
          { label: 'FinOps maturity', value: optionLabel(FINOPS_MATURITY_OPTIONS, input.finopsMaturity) },
        ],
      },
      {
        title: 'Savings by optimization area',
        intro: `Where the ${formatUsd(result.annualSavings)} of annual savings typically comes from.`,
        bars: result.optimizationAreas.map((area) => ({
          label: `${area.name} (${Math.round(area.share * 100)}%)`,
          value: formatUsd(area.savings),
          percent: largest > 0 ? (area.savings / largest) * 100 : 0,
          note: area.description,
        })),
      },
      {
        title: 'Summary',
        table: {
          columns: ['Optimization area', 'Share', 'Annual savings'],
          numeric: [1, 2],
          rows: result.optimizationAreas.map((area) => [area.name, `${Math.round(area.share * 100)}%`, formatUsd(area.savings)]),
          footer: ['Total', '100%', formatUsd(result.annualSavings)],
        },
      },
    ],
    footnote: ESTIMATE_FOOTNOTE,
  });
}

const QUANTITY = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** '2 instances', '500 GB', '1,000,000 requests a month': the quantity in the type's unit. */
export function quantityText(item: SimulatorItem): string {
  const type = resourceTypeById(item.resourceType);
  const count = QUANTITY().format(item.quantity);
  if (!type) return count;
  if (type.priceUnit === 'per GB/month') return `${count} GB`;
  if (type.priceUnit === 'per request') return `${count} ${item.quantity === 1 ? 'request' : 'requests'} a month`;
  return `${count} ${item.quantity === 1 ? 'instance' : 'instances'}`;
}

export interface SimulatorItemSummary {
  name: string;
  /** e.g. '2 instances · medium · EU West (Ireland) · Reserved' */
  details: string;
  monthlyCost: number;
}

/** How one configured resource reads in the list and in the report. */
export function describeSimulatorItem(item: SimulatorItem): SimulatorItemSummary {
  const type = resourceTypeById(item.resourceType);
  const parts = [quantityText(item)];
  if (type && hasSizes(type)) parts.push(item.size ?? 'small');
  parts.push(regionById(item.region)?.name ?? item.region);
  if (type && hasReservation(type)) parts.push(item.reserved ? 'Reserved' : 'On-demand');
  return { name: type?.name ?? item.resourceType, details: parts.join(' · '), monthlyCost: monthlyCost(item) };
}

/** Report of a cost simulation: the resources, the totals and the numbered recommendations. */
export function buildSimulatorReport(items: readonly SimulatorItem[], result: SimulationResult, generatedAt: Date): ReportFile {
  return toFile('cloud-cost-simulation', {
    title: 'Cloud Cost Simulation Report',
    subtitle: `${items.length} ${items.length === 1 ? 'resource' : 'resources'} simulated`,
    generatedAt,
    highlights: [
      { label: 'Current monthly cost', value: formatCost(result.currentMonthlyCost) },
      { label: 'Optimized monthly cost', value: formatCost(result.optimizedMonthlyCost) },
      {
        label: 'Potential monthly savings',
        value: `${formatCost(result.savingsAmount)} (${formatSavingsPercentage(result.savingsPercentage)})`,
      },
      { label: 'Projected annual savings', value: formatCost(result.annualSavings) },
    ],
    sections: [
      {
        title: 'Simulated resources',
        table: {
          columns: ['#', 'Resource', 'Configuration', 'Monthly cost'],
          numeric: [3],
          rows: items.map((item, index) => {
            const summary = describeSimulatorItem(item);
            return [String(index + 1), summary.name, summary.details, formatCost(summary.monthlyCost)];
          }),
          footer: ['', 'Total', '', formatCost(result.currentMonthlyCost)],
        },
      },
      {
        title: 'Projected annual savings',
        bars: [
          {
            label: 'Share of the annual bill saved',
            value: formatCost(result.annualSavings),
            percent: annualSavingsBarWidth(result.annualSavings, result.currentMonthlyCost),
            note: `${formatCost(result.savingsAmount)} a month x 12, out of ${formatCost(result.currentMonthlyCost * 12)} a year.`,
          },
        ],
      },
      { title: 'Optimization recommendations', list: { ordered: true, items: result.recommendations } },
    ],
    footnote:
      'Prices are list on-demand rates per region, with 730 hours a month for hourly resources; reserved prices apply the ' +
      'type\u2019s commitment discount. Your negotiated rates, usage patterns and data transfer will change the figures.',
  });
}
