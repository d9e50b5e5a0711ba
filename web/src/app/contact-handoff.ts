// Carries a tool's inputs and results (calculators, simulator) to the consultation form on
// the home page, which attaches them to the contact request it sends (`toolResults`).
// Browser-only: every function is called from event handlers or effects, never during render.

import type { ToolResultsShape } from '../../../schema/format/tool-result-shapes';

/** One tool's results (their shape is written once, in schema/) and when they were computed. */
export type ToolResults = ToolResultsShape & { createdAt: string };

const KEY = 'finops:tool-results';
export const TOOL_RESULTS_EVENT = 'finops:tool-results';

/** Keep the results for the contact form and tell a mounted form about them. */
export function handOffToolResults(results: ToolResultsShape): void {
  const value: ToolResults = { ...results, createdAt: new Date().toISOString() };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the event below still reaches a mounted form.
  }
  window.dispatchEvent(new CustomEvent<ToolResults>(TOOL_RESULTS_EVENT, { detail: value }));
}

export function readToolResults(): ToolResults | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return null;
    const value = JSON.parse(text) as ToolResults;
    return value && typeof value.summary === 'string' && typeof value.tool === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function clearToolResults(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  window.dispatchEvent(new CustomEvent<ToolResults | null>(TOOL_RESULTS_EVENT, { detail: null }));
}
