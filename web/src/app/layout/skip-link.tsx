import type { MouseEvent } from 'react';

// WCAG 2.4.1: the first stop of the keyboard on every page, public and admin. It moves the focus to
// <main> (tabindex -1), so the next Tab goes on from the content, not from the header. Without
// JavaScript the fragment does the same (a focusable target of a fragment link takes the focus).
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

export function SkipLink() {
  return (
    <a className="skip-link" href="#main" onClick={focusMain}>
      Skip to content
    </a>
  );
}
