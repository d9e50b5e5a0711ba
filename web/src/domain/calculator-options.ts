// Option lists shared by the two savings calculators: an option is { value, label } (the
// shape antd's Select takes); codes are the SPEC §3 codes, labels are what the visitor reads.

export interface CalculatorOption<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** SPEC §3 finopsMaturity: the same four codes in both calculators. */
export type FinopsMaturity = 'none' | 'basic' | 'intermediate' | 'advanced';

export const FINOPS_MATURITY_OPTIONS: readonly CalculatorOption<FinopsMaturity>[] = [
  { value: 'none', label: 'No FinOps practices' },
  { value: 'basic', label: 'Basic cost monitoring' },
  { value: 'intermediate', label: 'Some FinOps practices' },
  { value: 'advanced', label: 'Advanced FinOps implementation' },
];

/**
 * Looks a form code up in a factor table. Form values arrive as plain strings, so an
 * unknown code (or a prototype key such as 'constructor') gets `fallback` instead of
 * reaching into Object.prototype.
 */
export function lookupFactor(table: Readonly<Record<string, number>>, code: string, fallback: number): number {
  return Object.prototype.hasOwnProperty.call(table, code) ? table[code] : fallback;
}
