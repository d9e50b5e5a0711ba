// The whole Ant Design stylesheet of a server-rendered page (decision 0047). The server links only
// the part the page's markup can match, which the first paint waits for, and names the whole sheet
// on that link (`data-whole-sheet`), in consecutive parts. They are fetched here once the page is on
// screen, as preloads placed right after that link in their order (so they cascade as the sheet
// does once they become stylesheets), and applied one at a time, each waiting for the last to be
// taken in: taking in a 190 KB sheet at once is one long task for the browser. A preload costs
// little to insert; a stylesheet link, even for print media, about 2 ms (decision 0049). The app
// renders once they apply: Ant Design then finds its styles listed in the sheet (its cache-path
// map) and generates none, and every state the markup did not show (an error, a loading button, a
// tooltip) is styled.

/** How many links to the parts are inserted in one task. */
const LINKS_PER_TASK = 4;

/** How long the app waits for the parts on a slow connection before it renders without them. */
const WAIT_MS = 4000;

/** A promise of the next task: what runs after it runs after the browser's pending work (a paint, input). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `each` for every item, `perTask` of them in one task and the rest in the tasks after it. */
export async function inTasks<T>(items: readonly T[], perTask: number, each: (item: T) => void): Promise<void> {
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % perTask === 0) await nextTask();
    each(item);
  }
}

/** Resolves when `link` has loaded or failed, or after `waitMs`. */
function settled(link: HTMLLinkElement, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
    setTimeout(() => resolve(false), waitMs);
  });
}

/**
 * Resolves once the whole sheet applies: at once on a page without one (the admin shell), without
 * it when a part fails or takes longer than `waitMs` (antd then generates the styles it does not
 * find, as on a page the server did not render; a part arriving later still applies).
 */
export async function applyLateStyles(doc: Document = document, waitMs = WAIT_MS): Promise<void> {
  const critical = doc.querySelector<HTMLLinkElement>('link[data-whole-sheet]');
  if (!critical) return;
  // Fetched side by side, applying to nothing yet.
  const parts = critical.dataset.wholeSheet!.split(' ').map((href) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'style');
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  const loading = parts.map((part) => settled(part, waitMs));
  // A few per task: inserting one costs the browser about a millisecond.
  let after: Element = critical;
  await inTasks(parts, LINKS_PER_TASK, (part) => {
    after.after(part);
    after = part;
  });
  const loaded = await Promise.all(loading);
  for (const [index, part] of parts.entries()) {
    if (!loaded[index]) {
      part.addEventListener('load', () => void apply(part), { once: true });
      continue;
    }
    // Taken in from the preload's response; the next part once this one has applied.
    await settled(apply(part), waitMs);
    await nextTask();
  }
}

/** A preloaded part made a stylesheet, in its place in the cascade. */
function apply(part: HTMLLinkElement): HTMLLinkElement {
  part.rel = 'stylesheet';
  part.removeAttribute('as');
  return part;
}
