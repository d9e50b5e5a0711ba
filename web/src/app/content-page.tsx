// Frame of the content listings (blog, resources): a hero band with the page's h1, an intro and a
// search form, then the body; and the message block of their loading-error-empty states.
import type { ReactNode } from 'react';
import './content-page.css';
import { PlainTitle, PlainParagraph } from './plain/plain-typography';

interface ContentHeroProps {
  title: ReactNode;
  intro: ReactNode;
  /** Under the intro, e.g. the search form. */
  children?: ReactNode;
}

export function ContentHero({ title, intro, children }: ContentHeroProps) {
  return (
    <section className="content-hero">
      <div className="container">
        <PlainTitle level={1}>{title}</PlainTitle>
        <PlainParagraph className="content-hero__intro">{intro}</PlainParagraph>
        {children}
      </div>
    </section>
  );
}

interface StateMessageProps {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** 'error' colours the icon and announces the message as an alert. */
  tone?: 'info' | 'error';
  /** h2 inside a page, h1 when the message is the page (e.g. not found). */
  level?: 1 | 2;
  children?: ReactNode;
  className?: string;
  /** Announce the message when it appears (default); off when the message is the whole page. */
  live?: boolean;
}

export function StateMessage({ icon, title, text, tone = 'info', level = 2, children, className, live = true }: StateMessageProps) {
  return (
    <div
      className={['state-message', `state-message--${tone}`, className].filter(Boolean).join(' ')}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      <div className="state-message__icon" aria-hidden>
        {icon}
      </div>
      <PlainTitle level={level} className="state-message__title">
        {title}
      </PlainTitle>
      <PlainParagraph className="state-message__text">{text}</PlainParagraph>
      {children}
    </div>
  );
}
