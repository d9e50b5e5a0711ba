// A tab list laid out as a grid (SPEC §9: 3 columns on small screens, 5 from the 768 px breakpoint),
// shared by the blog list (tabs are links: each category has its own URL) and the resources
// library (tabs are buttons). Keyboard: arrow keys, Home and End move focus; Enter or Space selects.
import type { KeyboardEvent } from 'react';
import { Link, type To } from 'react-router-dom';
import './grid-tabs.css';

interface GridTab {
  value: string;
  label: string;
  /** When given, the tab is a link to this location (selection happens by navigating). */
  to?: To;
}

interface GridTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly GridTab[];
  /** The selected tab's value; a value that matches no tab selects none. */
  value: string;
  onSelect?: (value: string) => void;
  /** Id prefix of the tabs: a tab's id is `${idPrefix}-${value}`. */
  idPrefix: string;
  /** Id of the tab panel the tabs control. */
  panelId: string;
}

/** The id of a tab, for the panel's aria-labelledby. */
export function gridTabId(idPrefix: string, value: string): string {
  return `${idPrefix}-${value}`;
}

export function GridTabs({ label, tabs, value, onSelect, idPrefix, panelId }: GridTabsProps) {
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  // Roving tabindex: the selected tab (or the first when none is) is the one Tab stop.
  const focusIndex = selectedIndex >= 0 ? selectedIndex : 0;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (current + 1) % items.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (current - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === ' ' && items[current].tagName === 'A') {
      // Space activates a button natively, but not a link.
      event.preventDefault();
      items[current].click();
      return;
    }
    if (next < 0) return;
    event.preventDefault();
    items[next].focus();
  }

  return (
    <div className="grid-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const selected = index === selectedIndex;
        const common = {
          id: gridTabId(idPrefix, tab.value),
          role: 'tab',
          'aria-selected': selected,
          'aria-controls': panelId,
          tabIndex: index === focusIndex ? 0 : -1,
          className: selected ? 'grid-tabs__tab grid-tabs__tab--selected' : 'grid-tabs__tab',
          onClick: () => onSelect?.(tab.value),
        } as const;
        return tab.to !== undefined ? (
          <Link key={tab.value} to={tab.to} {...common}>
            {tab.label}
          </Link>
        ) : (
          <button key={tab.value} type="button" {...common}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
