// What a visitor did on a server-rendered page before the app had taken over its HTML (issue 34:
// the maturity quiz's radio looked chosen, but Next stayed disabled). React keeps the DOM as it
// finds it when hydrating, but its state still holds the server's values, and it never sees a
// click that happened before its listeners were there. So, from the first script (boot.ts) on:
//   - a click on a control React does not own yet (a button that is not a form's submit, a
//     switch, a tab...) is held, and replayed once React owns the control; an Ant Design Select,
//     which opens on mousedown, gets that press;
//   - a radio or checkbox whose checked state differs from the server's, or a field outside the
//     page forms whose text does (those forms adopt typed values themselves, use-adopt-typed-values),
//     is told to React as the change it was, once React owns it, and again until React's state
//     holds it (an event that arrives while React is still committing a section can be lost).
// Links and form submissions need nothing: the browser follows and posts them as plain HTML; nor
// does the header's menu button, which works in plain DOM (layout/header-before-app.ts).
// Below-the-fold sections that hydrate later (deferred-hydration.ts) are waited for the same way:
// nothing is replayed on markup React has rendered but not yet committed.

import { awaitsHydration } from './deferred-hydration';
import { BEFORE_APP_ATTRIBUTE } from './layout/header-before-app';

/** How often, and for how long at most, controls still waiting for React are looked at again. */
const RECHECK_MS = 100;
const GIVE_UP_MS = 60_000;

/** Controls whose click the browser does nothing with on its own. */
const CLICKABLE = 'button, [role="button"], [role="switch"], [role="tab"], [role="checkbox"], [role="radio"], [role="option"]';
/** What the visitor does themselves (pointer and keys), counted while a replay is under way. */
const VISITOR_ACTIONS = ['pointerdown', 'keydown'] as const;
/** Fields React would not know were changed. */
const FIELDS = 'input, textarea';

/** Clicks on controls React did not own yet, each with how it is replayed once React does. */
const heldClicks: { element: HTMLElement; replay: () => void }[] = [];
let listening = false;
/** The first hydration has committed (React marks elements while rendering, before that). */
let committed = false;
let replay: (() => void) | null = null;

/**
 * React owns the element and has committed it: it carries React's marks, or sits in markup React
 * set as HTML (an article's body, whose clicks its element's handler takes), and is in no section
 * still waiting (deferred-hydration.ts), and the first hydration has committed.
 */
function ownedByReact(element: Element): boolean {
  if (!committed || awaitsHydration(element)) return false;
  if (reactProps(element) !== null) return true;
  // Markup React did not render itself: owned when the element React rendered around it set it as
  // HTML (not when that element is only an ancestor of a part still waiting to hydrate).
  for (let at = element.parentElement; at; at = at.parentElement) {
    const props = reactProps(at);
    if (props) return 'dangerouslySetInnerHTML' in props;
  }
  return false;
}

/** The props React last rendered the element with (its own mark on the element), or null. */
function reactProps(element: Element): Record<string, unknown> | null {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? ((element as unknown as Record<string, Record<string, unknown> | undefined>)[key] ?? null) : null;
}

/**
 * Whether React's state holds what the visitor did: a controlled field's props show it once React
 * has re-rendered; of an uncontrolled one, React has been told.
 */
function reactHolds(field: Element, key: 'checked' | 'value', wanted: string | boolean, told: boolean): boolean {
  const props = reactProps(field);
  return props && key in props ? String(props[key]) === String(wanted) : told;
}

/** The visitor's own clicks and keys once the replay has begun: theirs win over a replay. */
let visitorActions = 0;
const countVisitorAction = (event: Event) => {
  if (event.isTrusted) visitorActions++;
};

/** AppProviders, in an effect: the first render (a hydration, if any) has committed. */
export function firstRenderCommitted(): void {
  committed = true;
  replay?.();
}

/** Ant Design's Select, which opens on mousedown (its root's React handler), not on click. */
const ANTD_SELECT = '.ant-select';

function onEarlyClick(event: MouseEvent): void {
  const select = event.target instanceof Element ? event.target.closest<HTMLElement>(ANTD_SELECT) : null;
  if (select && !ownedByReact(select)) {
    // Its press came before React's listeners: replayed as the press that opens it.
    heldClicks.push({
      element: select,
      replay: () => select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })),
    });
    return;
  }
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
  if (!target || ownedByReact(target) || target.closest('a[href]')) return;
  // Answered in plain DOM until React takes it over (layout/header-before-app.ts).
  if (target.hasAttribute(BEFORE_APP_ATTRIBUTE)) return;
  // A submit button posts its form without JavaScript (decision 0013): nothing to replay.
  if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return;
  // A checkbox or radio's own click changes its state: told by the field scan instead.
  if (target.closest('label, input')) return;
  heldClicks.push({ element: target, replay: () => target.click() });
}

/** boot.ts, before anything else: hold the clicks React cannot see yet. */
export function holdEarlyClicks(): void {
  if (listening || !document.getElementById('root')?.hasChildNodes()) return;
  listening = true;
  document.addEventListener('click', onEarlyClick, true);
}

/** Sets a field's value or checked state past React's tracker, as the browser itself does. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, key: 'value' | 'checked', value: string | boolean): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, key)?.set?.call(field, value);
}

type Pending = () => boolean;

/** A field changed before React owned it, as a replay once it does (null: nothing to tell). */
function fieldChange(field: HTMLInputElement | HTMLTextAreaElement): Pending | null {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    // A radio unchecked by the choice of another in its group follows that one.
    const changed = field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
    if (!changed) return null;
    const chosen = field.checked;
    // React's state is the server's: put that back through React's own setter, then click as the
    // visitor did (the click, input and change events React listens to follow).
    return toldUntilHeld(field, 'checked', chosen, () => {
      field.checked = !chosen;
      field.click();
    });
  }
  if (field instanceof HTMLInputElement && !['text', 'number', 'search', 'email', 'tel', 'url', ''].includes(field.type)) return null;
  if (field.value === field.defaultValue || field.closest('form[method="post" i]')) return null;
  const typed = field.value;
  return toldUntilHeld(field, 'value', typed, () => {
    field.value = field.defaultValue;
    setNatively(field, 'value', typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** How many times a change is told to React before it is left as it is. */
const MAX_TELLS = 5;

/**
 * Tell React a change once it owns the field, and again until its state holds it: an event that
 * reaches a field while React is still committing the section around it (a slow device) can be
 * taken as no change at all. Stops once the visitor acts again, whose own action React then sees.
 */
function toldUntilHeld(
  field: HTMLInputElement | HTMLTextAreaElement,
  key: 'checked' | 'value',
  wanted: string | boolean,
  tell: () => void,
): Pending {
  let told = 0;
  let actionsWhenTold = 0;
  return () => {
    if (!ownedByReact(field)) return false;
    if (reactHolds(field, key, wanted, told > 0)) return true;
    // Changed again since (another radio of its group chosen, more typed) before it was told: the
    // visitor's later action is React's already.
    if (told === 0 && (field as HTMLInputElement)[key] !== wanted) return true;
    if (told >= MAX_TELLS || (told > 0 && visitorActions !== actionsWhenTold)) return true;
    told++;
    actionsWhenTold = visitorActions;
    tell();
    return false;
  };
}

/**
 * main.tsx, as it starts hydrating (from then on React sees clicks itself, and deferred-hydration.ts
 * holds those in sections still waiting): tell React what happened before, as soon as it owns the
 * controls concerned.
 */
export function replayEarlyInteractions(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', onEarlyClick, true);
  const root = document.getElementById('root');
  // The fields' state first, then the clicks (a Next button acts on the answer chosen before it).
  let pending: Pending[] = [];
  for (const field of root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS) ?? []) {
    const change = fieldChange(field);
    if (change) pending.push(change);
  }
  for (const { element, replay: again } of heldClicks.splice(0)) {
    pending.push(() => {
      if (!element.isConnected) return true;
      if (!ownedByReact(element)) return false;
      again();
      return true;
    });
  }
  let started = 0;
  for (const type of VISITOR_ACTIONS) document.addEventListener(type, countVisitorAction, true);
  const run = () => {
    replay = null;
    started ||= Date.now();
    // In order, each waiting for the ones before it: a click never runs ahead of a change.
    const waiting = pending.findIndex((replay) => !replay());
    pending = waiting === -1 ? [] : pending.slice(waiting);
    if (pending.length > 0 && Date.now() - started < GIVE_UP_MS) window.setTimeout(run, RECHECK_MS);
    else for (const type of VISITOR_ACTIONS) document.removeEventListener(type, countVisitorAction, true);
  };
  if (committed) run();
  else replay = run;
}
