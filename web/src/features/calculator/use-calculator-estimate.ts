import { useEffect, useRef, useState } from 'react';
import type { CalculatorInput } from '../../../../schema/validation/calculator';
import { calculatorInput, usePostedCalculator, type CalculatorFormId } from './calculator-form';
import { useRevealResults } from './use-reveal-results';
import { track } from '../../app/analytics-beacon';

export interface Estimate<Result> {
  input: CalculatorInput;
  result: Result;
}

/**
 * A calculator's estimate, for both calculators: computed on submit (the results panel is brought
 * into view and focus moves to its heading), or already during the server render when the form
 * was posted without JavaScript (`posted`: the heading then takes focus with autoFocus).
 */
export function useCalculatorEstimate<Result>(formId: CalculatorFormId, compute: (input: CalculatorInput) => Result) {
  const posted = usePostedCalculator(formId);
  const [estimate, setEstimate] = useState<Estimate<Result> | null>(() => {
    if (!posted?.valid) return null;
    const input = calculatorInput(formId, posted.values);
    return { input, result: compute(input) };
  });
  const panelRef = useRevealResults<HTMLDivElement>(estimate);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);
  useEffect(() => {
    if (estimate && focusResult.current) {
      focusResult.current = false;
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [estimate]);

  const calculate = (input: CalculatorInput) => {
    focusResult.current = true;
    setEstimate({ input, result: compute(input) });
    track('calculator_result', { tool: formId });
  };
  return { estimate, calculate, panelRef, headingRef, posted: Boolean(posted?.valid) };
}
