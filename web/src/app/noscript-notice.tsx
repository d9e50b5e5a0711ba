import type { ReactNode } from 'react';

// A tool that only works in the browser says so when JavaScript is off, instead of sitting there
// inert (issue 34). The browser shows a <noscript>'s content only then; with JavaScript, React
// leaves it as the server wrote it.
export function NoScriptNotice({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <div className="noscript-notice" role="note">
        {children} Or <a href="/#contact">contact us</a>: the contact form works without it.
      </div>
    </noscript>
  );
}
