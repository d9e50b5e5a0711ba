import type { ReactNode, Ref } from 'react';
import { formatPaybackMonths, formatPercent, formatRoi, formatUsd, type HomeCalculatorResult } from '../../domain/home-calculator';
import './calculator.css';

// The home calculator's result card (SPEC §2 "Calculator section"), drawn from a result alone: the
// home page shows it after a calculation, the admin's lead detail from the stored tool results.

interface HomeCalculatorResultCardProps {
  result: HomeCalculatorResult;
  monthlySpend: number;
  headingRef?: Ref<HTMLHeadingElement>;
  autoFocus?: boolean;
  /** Buttons under the figures (the site's download); none in the admin. */
  actions?: ReactNode;
}

export function HomeCalculatorResultCard({ result, monthlySpend, headingRef, autoFocus, actions }: HomeCalculatorResultCardProps) {
  return (
    <div className="calc-result">
      <h3 className="calc-panel__title" ref={headingRef} tabIndex={-1} autoFocus={autoFocus}>
        Your Savings Estimate
      </h3>
      <div className="calc-rate">
        <div className="calc-rate__head">
          <span>Potential savings rate</span>
          <strong data-testid="savings-rate">{formatPercent(result.savingsRate)}</strong>
        </div>
        <div className="calc-bar" aria-hidden>
          <div className="calc-bar__fill" style={{ width: `${Math.min(100, result.savingsRate * 100)}%` }} />
        </div>
      </div>
      <dl className="calc-stats">
        <div className="calc-stat calc-stat--wide">
          <dt>Annual savings</dt>
          <dd data-testid="annual-savings">{formatUsd(result.annualSavings)}</dd>
        </div>
        <div className="calc-stat">
          <dt>ROI</dt>
          <dd data-testid="roi">{formatRoi(result.roi)}</dd>
        </div>
        <div className="calc-stat">
          <dt>Payback</dt>
          <dd data-testid="payback">{formatPaybackMonths(result.paybackMonths)}</dd>
        </div>
      </dl>
      <p className="calc-note">
        Based on {formatUsd(monthlySpend)} a month. Savings typically start within weeks of the first optimizations.
      </p>
      {actions && <div className="calc-actions">{actions}</div>}
    </div>
  );
}
