// The two things a reader meets in the header before the app runs (it starts at the first use of
// the page, first-use.ts), done in plain DOM on the server's markup: the header's style once the
// page is scrolled past 20 px (SPEC §9), and the menu button of narrow screens, with Escape to
// close it. SiteHeader takes both over once it has hydrated (`headerTakenOver`): its own scroll
// listener sets the same class, and its menu state starts from what the DOM shows.

// SPEC §9: the header changes style once the page is scrolled more than 20 px (as SiteHeader).
export const SCROLL_THRESHOLD_PX = 20;

/** Marks the controls this module answers, which early-interactions.ts must not hold and replay. */
export const BEFORE_APP_ATTRIBUTE = 'data-before-app';

let stop: (() => void) | null = null;

/** boot.ts, on a server-rendered page: the header works until SiteHeader takes it over. */
export function runHeaderBeforeApp(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  const toggle = header?.querySelector<HTMLButtonElement>('.site-header__toggle');
  const menu = document.getElementById('mobile-menu');
  if (!header || !toggle || !menu || stop) return;
  const onScroll = () => header.classList.toggle('scrolled', window.scrollY > SCROLL_THRESHOLD_PX);
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  const onToggle = () => setOpen(menu.hidden !== false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || menu.hidden !== false) return;
    setOpen(false);
    toggle.focus();
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  toggle.addEventListener('click', onToggle);
  document.addEventListener('keydown', onKeyDown);
  stop = () => {
    window.removeEventListener('scroll', onScroll);
    toggle.removeEventListener('click', onToggle);
    document.removeEventListener('keydown', onKeyDown);
  };
}

/**
 * SiteHeader, once it has hydrated: the plain-DOM handlers stop. Answers whether the visitor left
 * the menu open, which SiteHeader's state then starts from.
 */
export function headerTakenOver(): boolean {
  stop?.();
  stop = null;
  const menu = document.getElementById('mobile-menu');
  return menu != null && menu.hidden === false;
}
