// <GlossaryTerm term="showback">showback</GlossaryTerm>: a term of the SPEC §1 glossary whose
// definition opens in a tooltip after a 700 ms hover (SPEC §9) or at once on keyboard focus.
// Public entry of the glossary feature; the definitions are the page `glossary` (glossary-content.tsx),
// its seed in schema/glossary.ts when the page is not at hand.
import { useContext, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import { useServerRender } from '../../app/plain/use-server-render';
import { createUnknownKeyWarner, glossaryEntry } from '../../domain/glossary';
import { GlossaryContext } from './glossary-content';
import './glossary.css';

/** SPEC §9: tooltips open after a 700 ms hover delay (antd counts in seconds). */
const GLOSSARY_HOVER_DELAY_S = 0.7;

// One warning per unknown key for the life of the page, however often it renders.
const warnUnknownTerm = createUnknownKeyWarner();

interface GlossaryTermProps {
  /** A glossary key such as 'showback' (domain/glossary.ts). */
  term: string;
  /** The text shown in the sentence; the glossary's own term when omitted. */
  children?: ReactNode;
}

export function GlossaryTerm({ term, children }: GlossaryTermProps) {
  const terms = useContext(GlossaryContext);
  const entry = terms ? terms.get(term) : glossaryEntry(term);
  const definitionId = useId();
  const [open, setOpen] = useState(false);
  // A closed tooltip adds nothing to the markup: the server renders the term alone (the tooltip
  // machinery was a tenth of the home page's render cost) and the browser hydrates it with the
  // tooltip around it (docs/decisions/0035).
  const onServer = useServerRender();

  // In an effect so a server render stays quiet and the browser warns once.
  useEffect(() => {
    if (!entry) warnUnknownTerm(term);
  }, [entry, term]);

  if (!entry) return <>{children ?? term}</>;

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const anchor = (
    <span className="glossary-term" tabIndex={0} aria-describedby={definitionId} onKeyDown={closeOnEscape}>
      {children ?? entry.term}
    </span>
  );

  return (
    <>
      {onServer ? (
        anchor
      ) : (
        <Tooltip
          title={
            <span className="glossary-tooltip">
              <strong>{entry.term}</strong>
              <span>{entry.definition}</span>
            </span>
          }
          trigger={['hover', 'focus']}
          mouseEnterDelay={GLOSSARY_HOVER_DELAY_S}
          open={open}
          onOpenChange={setOpen}
          placement="top"
          classNames={{ root: 'glossary-tooltip-root' }}
        >
          {anchor}
        </Tooltip>
      )}
      {/* Read by screen readers through aria-describedby whether or not the tooltip is open. */}
      <span id={definitionId} hidden>
        {entry.definition}
      </span>
    </>
  );
}
