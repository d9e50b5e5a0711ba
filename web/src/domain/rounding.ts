// Rounding shared by the domain formulas: every stored figure goes through roundTo so
// binary floating-point noise (0.25 + 0.03 + 0.05 + 0.07 = 0.4000000000000001) never leaks.

/**
 * Rounds half away from zero to `decimals` places. The product is first cut to 15
 * significant digits, which drops the noise in the 16th-17th digit, so 0.285 * 100
 * rounds to 29 rather than 28; 15 digits still keep whole cents exact up to 10^13 dollars.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** Whole cents. */
export function roundToCents(amount: number): number {
  return roundTo(amount, 2);
}
