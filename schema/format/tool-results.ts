// The `toolResults` a contact request may carry (what the visitor computed in a calculator, the
// simulator or the quiz), as labelled lines a person reads: written once, for the admin's contact
// request view (web/src/features/admin/leads/) and the sales notification e-mail
// (graphql-server modules/delivery/lead-mail.ts). Free-form JSON: the known keys (summary, tool,
// inputs, results) get their own sections, anything else is still shown under 'Details'.

export interface ToolResultLine {
  /** The dotted path of the value ('results.annualSavings'): stable, for keys in a list. */
  key: string;
  label: string;
  value: string;
}

interface ToolResultSection {
  title: string;
  lines: ToolResultLine[];
}

export interface ToolResultsSummary {
  tool?: string;
  summary?: string;
  sections: ToolResultSection[];
}

const TOOL_NAMES: Record<string, string> = {
  'home-calculator': 'Savings calculator (home page)',
  'page-calculator': 'Savings calculator',
  simulator: 'Cost simulator',
  'maturity-assessment': 'Maturity assessment',
};

const KNOWN_KEYS = new Set(['summary', 'tool', 'inputs', 'results', 'createdAt']);
/** Nested values deeper than this are shown as compact JSON. */
const MAX_DEPTH = 2;
/** Lines per section at most: a crafted payload cannot make the e-mail or the view endless. */
const MAX_LINES = 60;

/** 'monthlySpend' -> 'Monthly spend', 'savings_rate' -> 'Savings rate', 'a.b' -> 'A › b'. */
export function humanizeKey(key: string): string {
  return key
    .split('.')
    .map((part) =>
      part
        .replace(/[_-]+/g, ' ')
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean)
    .join(' › ')
    .replace(/^./, (c) => c.toUpperCase());
}

/** One value as text: numbers with US grouping, booleans as Yes/No, lists joined, null as '-'. */
export function formatValue(value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number')
    return Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (depth >= MAX_DEPTH) return JSON.stringify(value);
  if (Array.isArray(value)) return value.map((item) => formatValue(item, depth + 1)).join(typeof value[0] === 'object' ? '; ' : ', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${humanizeKey(key)}: ${formatValue(item, depth + 1)}`)
      .join(', ');
  }
  return String(value);
}

/** One line per key, nested objects flattened one level into 'Parent › child' labels. */
export function linesOf(value: unknown): ToolResultLine[] {
  if (value === undefined) return [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ key: 'value', label: 'Value', value: formatValue(value) }];
  const lines: ToolResultLine[] = [];
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const [inner, innerValue] of Object.entries(item as Record<string, unknown>)) {
        const path = `${key}.${inner}`;
        lines.push({ key: path, label: humanizeKey(path), value: formatValue(innerValue, 1) });
      }
    } else {
      lines.push({ key, label: humanizeKey(key), value: formatValue(item) });
    }
  }
  return lines.slice(0, MAX_LINES);
}

export function summarizeToolResults(toolResults: Record<string, unknown> | null | undefined): ToolResultsSummary | null {
  if (!toolResults || typeof toolResults !== 'object' || Object.keys(toolResults).length === 0) return null;
  const { summary, tool, inputs, results } = toolResults;
  const sections: ToolResultSection[] = [];
  const add = (title: string, lines: ToolResultLine[]) => {
    if (lines.length) sections.push({ title, lines });
  };
  add('Inputs', linesOf(inputs));
  add('Results', linesOf(results));
  const other = Object.fromEntries(Object.entries(toolResults).filter(([key]) => !KNOWN_KEYS.has(key)));
  add('Details', linesOf(Object.keys(other).length ? other : undefined));
  return {
    tool: typeof tool === 'string' && tool.trim() ? (TOOL_NAMES[tool] ?? tool) : undefined,
    summary: typeof summary === 'string' && summary.trim() ? summary.trim() : undefined,
    sections,
  };
}
