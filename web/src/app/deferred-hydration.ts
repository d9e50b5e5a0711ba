// Below-the-fold sections of a server-rendered page hydrate when they are needed, not with the
// rest of the page (issue 11 'Front-end weight', decision 0042). Their HTML is on screen from the
// start and works as HTML, so React leaves it as it is until the first of:
//   - the section coming within a quarter of a screen's height of the viewport (scrolling, a jump
//     to its anchor);
//   - a pointer or the focus entering it, or the visitor having typed into it before the app ran;
//   - the visitor's first click, key, input, form submission or history move anywhere: that may
//     navigate, and a navigation re-renders the layout above the sections (the router's location
//     reaches every part of the page), which React can only commit once every section still
//     waiting has hydrated, so none may wait for something that will not come.
// That first interaction ends the waiting for good: a page reached by client navigation renders
// its sections at once.
//
// A click or a form submission inside a section that has not hydrated yet is held and replayed
// once it has (React drops a click on markup it does not own yet; a form would post without
// JavaScript). Hovers and focus are replayed by React itself.

interface Section {
  element: Element;
  hydrated: boolean;
  open(): void;
  /** Held events, replayed once the section has hydrated (or its code failed to load). */
  held: (() => void)[];
}

const DOCUMENT_EVENTS = ['click', 'keydown', 'input', 'change', 'submit'] as const;
const WINDOW_EVENTS = ['popstate', 'hashchange'] as const;

let initialHydration = false;
const sections = new Map<string, Section>();

function openAll(): void {
  initialHydration = false;
  for (const type of WINDOW_EVENTS) window.removeEventListener(type, openAll);
  for (const section of sections.values()) section.open();
}

function replayLater(section: Section, event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  const target = event.target;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter;
    section.held.push(() => target.requestSubmit(submitter));
  } else if (target instanceof HTMLElement) {
    section.held.push(() => target.click());
  }
}

function onInteraction(event: Event): void {
  if (event.type === 'click' || event.type === 'submit') {
    const target = event.target instanceof Node ? event.target : null;
    for (const section of sections.values()) {
      if (!section.hydrated && target && section.element.contains(target)) replayLater(section, event);
    }
  }
  openAll();
}

/** main.tsx, before hydrating a server-rendered page: its sections may wait until needed. */
export function beginInitialHydration(): void {
  if (initialHydration) return;
  initialHydration = true;
  for (const type of DOCUMENT_EVENTS) document.addEventListener(type, onInteraction, true);
  for (const type of WINDOW_EVENTS) window.addEventListener(type, openAll);
}

export function isInitialHydration(): boolean {
  return initialHydration;
}

/** Typed into before the app ran: a field's value differs from the one the server wrote. */
function typedInto(element: Element): boolean {
  for (const field of element.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if ((field as HTMLInputElement | HTMLTextAreaElement).value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue) {
      return true;
    }
  }
  return false;
}

/**
 * Resolves when the server-rendered element `selector` is needed (see above); at once outside the
 * first hydration, when the element is not in the document, or without IntersectionObserver.
 */
export function whenNeeded(selector: string): Promise<void> {
  const element = initialHydration ? document.querySelector(selector) : null;
  if (!element || typeof IntersectionObserver === 'undefined' || typedInto(element)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && section.open(), {
      rootMargin: '25% 0px',
    });
    const open = () => section.open();
    const section: Section = {
      element,
      hydrated: false,
      held: [],
      open() {
        observer.disconnect();
        element.removeEventListener('pointerdown', open, true);
        element.removeEventListener('focusin', open, true);
        resolve();
      },
    };
    sections.set(selector, section);
    observer.observe(element);
    element.addEventListener('pointerdown', open, true);
    element.addEventListener('focusin', open, true);
  });
}

/** Whether `element` is in a section whose server HTML React has not taken over (committed) yet. */
export function awaitsHydration(element: Element): boolean {
  for (const section of sections.values()) if (!section.hydrated && section.element.contains(element)) return true;
  return false;
}

/** The section's server HTML is React's now (or its code failed to load): replay what was held. */
export function sectionReady(selector: string): void {
  const section = sections.get(selector);
  if (!section || section.hydrated) return;
  section.hydrated = true;
  sections.delete(selector);
  if (sections.size === 0) for (const type of DOCUMENT_EVENTS) document.removeEventListener(type, onInteraction, true);
  for (const replay of section.held.splice(0)) replay();
}
