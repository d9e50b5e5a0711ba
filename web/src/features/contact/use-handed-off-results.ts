import { useCallback, useEffect, useState } from 'react';
import { clearToolResults, readToolResults, TOOL_RESULTS_EVENT, type ToolResults } from '../../app/contact-handoff';

// The results a calculator or the simulator handed to the contact form (app/contact-handoff.ts):
// read once the form is in the browser, and kept in step while it stays mounted. Always null
// during a server render, so the first browser render matches the HTML.
export function useHandedOffResults(): { results: ToolResults | null; discard: () => void } {
  const [results, setResults] = useState<ToolResults | null>(null);

  useEffect(() => {
    setResults(readToolResults());
    const onHandOff = (event: Event) => setResults((event as CustomEvent<ToolResults | null>).detail ?? null);
    window.addEventListener(TOOL_RESULTS_EVENT, onHandOff);
    return () => window.removeEventListener(TOOL_RESULTS_EVENT, onHandOff);
  }, []);

  // Clearing also tells this hook (through the event) that nothing is attached any more.
  const discard = useCallback(() => clearToolResults(), []);

  return { results, discard };
}
