// The calculator's two columns, the same on the home page and on /calculator: the form in its
// card, and the results panel — an announcement for screen readers, then the result card once
// there is an estimate, the placeholder listing what it will show before.
import type { ComponentProps, ReactNode, Ref } from 'react';
import { CalculatorForm } from './calculator-form';
import { CalculatorPlaceholder } from './calculator-placeholder';

interface CalculatorToolProps {
  /** The card's heading, when the section around it has none of its own. */
  title?: string;
  form: ComponentProps<typeof CalculatorForm>;
  panelId: string;
  panelRef: Ref<HTMLDivElement>;
  /** What the status line announces ('' before an estimate). */
  status: string;
  /** What the placeholder says the result will show. */
  benefits: readonly string[];
  /** The result card; null before an estimate. */
  result: ReactNode;
}

export function CalculatorTool({ title, form, panelId, panelRef, status, benefits, result }: CalculatorToolProps) {
  return (
    <div className="calc-layout">
      <div className="calc-card">
        {title ? <h2 className="calc-card__title">{title}</h2> : null}
        <CalculatorForm {...form} />
      </div>
      <div
        id={panelId}
        ref={panelRef}
        className={result ? 'calc-panel calc-panel--result' : 'calc-panel calc-panel--empty'}
        role="region"
        aria-label="Your savings estimate"
      >
        <p className="calc-sr-only" role="status">
          {status}
        </p>
        {result ?? <CalculatorPlaceholder benefits={benefits} />}
      </div>
    </div>
  );
}
