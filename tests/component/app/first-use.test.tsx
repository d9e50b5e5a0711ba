// The app starts at the visitor's first use of a server-rendered page (web/src/app/first-use.ts,
// decision 0088): reading, scrolling and following links do not fetch it; a key, a press outside a
// link, the focus in a field or a mouse over a control do, once.
import { whenFirstUsed } from '../../../web/src/app/first-use';

function page(): {
  start: jest.Mock;
  link: HTMLAnchorElement;
  text: HTMLParagraphElement;
  input: HTMLInputElement;
  button: HTMLButtonElement;
} {
  document.body.innerHTML =
    '<main><p>Read me</p><a href="/blog">Blog</a><form><input name="q"><button type="button">Go</button></form></main>';
  const start = jest.fn();
  whenFirstUsed(start);
  return {
    start,
    link: document.querySelector('a')!,
    text: document.querySelector('p')!,
    input: document.querySelector('input')!,
    button: document.querySelector('button')!,
  };
}

/** jsdom has no PointerEvent: a MouseEvent of that type with the pointer's kind is what the listener reads. */
function pointer(type: string, target: Element, pointerType = 'mouse'): void {
  const event = new MouseEvent(type, { bubbles: true, composed: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

describe('whenFirstUsed', () => {
  it('waits while the visitor reads, scrolls (by touch or by key), points at text or presses a link', () => {
    const { start, link, text } = page();
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    // A touch that scrolls: pressed, then cancelled by the browser's scrolling.
    pointer('pointerdown', text, 'touch');
    text.dispatchEvent(new Event('touchstart', { bubbles: true }));
    pointer('pointercancel', text, 'touch');
    for (const key of ['ArrowDown', 'PageDown', ' ', 'End'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    pointer('pointerover', text);
    pointer('pointerover', link);
    pointer('pointerdown', link);
    pointer('pointerup', link, 'touch');
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });

  it.each([
    ['a key', (p: ReturnType<typeof page>) => p.text.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['a mouse press on text', (p: ReturnType<typeof page>) => pointer('pointerdown', p.text)],
    ['a tap on a button', (p: ReturnType<typeof page>) => pointer('pointerup', p.button, 'touch')],
    [
      'an arrow key in a field',
      (p: ReturnType<typeof page>) => p.input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })),
    ],
    ['the focus in a field', (p: ReturnType<typeof page>) => p.input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['a value changed (autofill)', (p: ReturnType<typeof page>) => p.input.dispatchEvent(new Event('change', { bubbles: true }))],
    ['a mouse over a control', (p: ReturnType<typeof page>) => pointer('pointerover', p.button)],
  ])('starts the app once on %s', (_, use) => {
    const p = page();
    use(p);
    use(p);
    p.input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(p.start).toHaveBeenCalledTimes(1);
  });

  it('leaves the header’s menu button, which works without the app, to itself; a key there is a use', () => {
    const { start } = page();
    document.body.insertAdjacentHTML('afterbegin', '<button type="button" data-before-app>Menu</button>');
    const toggle = document.querySelector<HTMLButtonElement>('[data-before-app]')!;
    pointer('pointerover', toggle);
    pointer('pointerdown', toggle);
    pointer('pointerup', toggle, 'touch');
    toggle.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not take a touch’s own pointerover for a mouse resting on a control', () => {
    const { start, button } = page();
    pointer('pointerover', button, 'touch');
    expect(start).not.toHaveBeenCalled();
  });
});
