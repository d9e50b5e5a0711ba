import type { ReactNode } from 'react';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';

interface SectionHeadingProps {
  /** The id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** For sections on a dark background. */
  inverted?: boolean;
}

// The heading block every home section opens with: a small eyebrow, the h2 and an intro.
export function SectionHeading({ id, eyebrow, title, intro, align = 'center', inverted = false }: SectionHeadingProps) {
  const className = ['section-heading', `section-heading--${align}`, inverted && 'section-heading--inverted'].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <PlainTitle level={2} id={id} className="section-heading__title">
        {title}
      </PlainTitle>
      {intro && <PlainParagraph className="section-heading__intro">{intro}</PlainParagraph>}
    </div>
  );
}
