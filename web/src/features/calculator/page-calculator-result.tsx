import type { ReactNode, Ref } from 'react';
import { formatPaybackMonths, formatUsd } from '../../domain/home-calculator';
import type { PageCalculatorResult } from '../../domain/page-calculator';
import './calculator.css';

// The calculator page's result (SPEC §2 "Calculator page"): the figures and the five optimization
// areas, drawn from a result alone, so the admin's lead detail draws stored results the same way.

/** An area as shown; `key` is a plain string, as a stored result may name an area no longer defined. */
interface ShownArea {
  key: string;
  name: string;
  savings: number;
  share: number;
  description: string;
}
type ShownResult = Pick<PageCalculatorResult, 'annualSavings' | 'savingsPercent' | 'paybackPeriod'> & {
  optimizationAreas: readonly ShownArea[];
};

interface PageCalculatorResultCardProps {
  result: ShownResult;
  headingRef?: Ref<HTMLHeadingElement>;
  autoFocus?: boolean;
  /** The site's download and hand-off buttons; none in the admin. */
  actions?: ReactNode;
}

export function PageCalculatorResultCard({ result, headingRef, autoFocus, actions }: PageCalculatorResultCardProps) {
  const largest = Math.max(...result.optimizationAreas.map((area) => area.savings), 0);
  return (
    <div className="calc-result">
      <h2 className="calc-panel__title" ref={headingRef} tabIndex={-1} autoFocus={autoFocus}>
        Your Savings Estimate
      </h2>
      <dl className="calc-stats calc-stats--three">
        <div className="calc-stat calc-stat--wide">
          <dt>Estimated annual savings</dt>
          <dd data-testid="annual-savings">{formatUsd(result.annualSavings)}</dd>
        </div>
        <div className="calc-stat">
          <dt>Savings percent</dt>
          <dd data-testid="savings-percent">{result.savingsPercent}%</dd>
        </div>
        <div className="calc-stat">
          <dt>Payback period</dt>
          <dd data-testid="payback">{formatPaybackMonths(result.paybackPeriod)}</dd>
        </div>
      </dl>

      <h3 className="calc-areas__title">Savings by optimization area</h3>
      <ul className="calc-areas" aria-label="Savings by optimization area">
        {result.optimizationAreas.map((area) => (
          <li key={area.key} className="calc-area" data-testid={`area-${area.key}`}>
            <div className="calc-area__head">
              <span className="calc-area__name">{area.name}</span>
              <span className="calc-area__amount">{formatUsd(area.savings)}</span>
            </div>
            <div className="calc-bar calc-bar--thin" aria-hidden>
              <div className="calc-bar__fill" style={{ width: `${largest > 0 ? (area.savings / largest) * 100 : 0}%` }} />
            </div>
            <p className="calc-area__description">
              <span className="calc-area__share">{Math.round(area.share * 100)}% of savings.</span> {area.description}
            </p>
          </li>
        ))}
      </ul>

      {actions && <div className="calc-actions">{actions}</div>}
    </div>
  );
}
