// A readable view of the `toolResults` a contact request may carry (the calculator, simulator or
// quiz the visitor used before asking for a consultation): a summary line plus key/value lists
// of the inputs and results. The shape is free-form JSON, so anything unexpected is still shown.

export interface ToolResultEntry {
  key: string;
  label: string;
  value: string;
}

export interface ToolResultSection {
  title: string;
  entries: ToolResultEntry[];
}

export interface ToolResultsView {
  summary?: string;
  tool?: string;
  sections: ToolResultSection[];
}

const TOOL_NAMES: Record<string, string> = {
  'home-calculator': 'Savings calculator (home page)',
  'page-calculator': 'Savings calculator',
  simulator: 'Cost simulator',
  'maturity-assessment': 'Maturity assessment',
};

/** 'monthlySpend' -> 'Monthly spend', 'savings_rate' -> 'Savings rate', 'a.b' -> 'A › b'. */
export function humanizeKey(key: string): string {
  return key
    .split('.')
    .map((part) => {
      const words = part
        .replace(/[_-]+/g, ' ')
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .trim()
        .toLowerCase();
      return words;
    })
    .filter(Boolean)
    .join(' › ')
    .replace(/^./, (c) => c.toUpperCase());
}

/** One value as text: numbers with US grouping, booleans as Yes/No, lists joined, null as '-'. */
export function formatToolValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) return value.map(formatToolValue).join(', ');
    return value.map((item) => (item && typeof item === 'object' ? inlineObject(item as Record<string, unknown>) : formatToolValue(item))).join('; ');
  }
  if (typeof value === 'object') return inlineObject(value as Record<string, unknown>);
  return String(value);
}

function inlineObject(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(([key, item]) => `${humanizeKey(key)}: ${formatToolValue(item)}`)
    .join(', ');
}

/** Flattens one level of nested objects into dotted keys so each line stays short. */
export function toEntries(value: unknown): ToolResultEntry[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return value === undefined ? [] : [{ key: 'value', label: 'Value', value: formatToolValue(value) }];
  }
  const entries: ToolResultEntry[] = [];
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const [inner, innerValue] of Object.entries(item as Record<string, unknown>)) {
        const path = `${key}.${inner}`;
        entries.push({ key: path, label: humanizeKey(path), value: formatToolValue(innerValue) });
      }
    } else {
      entries.push({ key, label: humanizeKey(key), value: formatToolValue(item) });
    }
  }
  return entries;
}

const KNOWN_KEYS = new Set(['summary', 'tool', 'inputs', 'results', 'createdAt']);

export function describeToolResults(toolResults: Record<string, unknown> | null | undefined): ToolResultsView | null {
  if (!toolResults || typeof toolResults !== 'object' || Object.keys(toolResults).length === 0) return null;
  const { summary, tool, inputs, results } = toolResults;
  const sections: ToolResultSection[] = [];
  const inputEntries = toEntries(inputs);
  if (inputEntries.length) sections.push({ title: 'Inputs', entries: inputEntries });
  const resultEntries = toEntries(results);
  if (resultEntries.length) sections.push({ title: 'Results', entries: resultEntries });
  const other = Object.fromEntries(Object.entries(toolResults).filter(([key]) => !KNOWN_KEYS.has(key)));
  const otherEntries = toEntries(Object.keys(other).length ? other : undefined);
  if (otherEntries.length) sections.push({ title: 'Details', entries: otherEntries });
  return {
    summary: typeof summary === 'string' && summary.trim() ? summary : undefined,
    tool: typeof tool === 'string' ? (TOOL_NAMES[tool] ?? tool) : undefined,
    sections,
  };
}
