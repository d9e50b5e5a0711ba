// The header before the app runs (web/src/app/layout/header-before-app.ts): the server's markup
// gets its scrolled style and a working menu button in plain DOM; SiteHeader then takes over,
// starting from the menu's state, and the plain handlers stop.
import { headerTakenOver, runHeaderBeforeApp } from '../../../web/src/app/layout/header-before-app';

const MARKUP = `
  <header class="site-header"><div class="site-header__bar">
    <button type="button" class="site-header__toggle" aria-expanded="false" aria-controls="mobile-menu">Menu</button>
  </div><nav id="mobile-menu" hidden><a href="/blog">Blog</a></nav></header>`;

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const header = () => document.querySelector('.site-header')!;
const toggle = () => document.querySelector<HTMLButtonElement>('.site-header__toggle')!;
const menu = () => document.getElementById('mobile-menu')!;

describe('the header before the app', () => {
  beforeEach(() => {
    headerTakenOver();
    document.body.innerHTML = MARKUP;
    scrollTo(0);
    runHeaderBeforeApp();
  });

  it('takes the scrolled style past 20 px, and drops it back at the top', () => {
    scrollTo(20);
    expect(header().classList.contains('scrolled')).toBe(false);
    scrollTo(21);
    expect(header().classList.contains('scrolled')).toBe(true);
    scrollTo(0);
    expect(header().classList.contains('scrolled')).toBe(false);
  });

  it('opens and closes the menu with its button, and closes it with Escape, focus back on the button', () => {
    toggle().click();
    expect(menu().hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    toggle().click();
    expect(menu().hidden).toBe(true);
    toggle().click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('hands over the open menu to SiteHeader, and stops answering once it has', () => {
    toggle().click();
    expect(headerTakenOver()).toBe(true);
    toggle().click();
    scrollTo(100);
    expect(menu().hidden).toBe(false);
    expect(header().classList.contains('scrolled')).toBe(false);
  });

  it('hands over a closed menu as closed', () => {
    expect(headerTakenOver()).toBe(false);
  });
});
