import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../app/reduced-motion';

// After a calculation, bring the results panel into view when it is below the fold (on small
// screens it sits under the form). Browser-only work, so it lives in an effect.
export function useRevealResults<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!trigger || !element) return;
    // Only when the top of the panel is hidden under the header or far down the screen.
    const { top } = element.getBoundingClientRect();
    if (top < 64 || top > window.innerHeight - 160) {
      element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }
  }, [trigger]);
  return ref;
}
