// Issue 34, editing as editors expect: Ctrl/Cmd+S saves the open editor instead of opening the
// browser's save dialog (useSaveShortcut), and a save that asks for no state change ("Save draft",
// the shortcut) keeps the editor open (useEditorSave's `stay`): a new item's editor moves to its own
// address, an edited one stays put, clean, at the version just saved. Any other save goes back.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useEditorSave } from '../../../web/src/features/admin/shared/editor-kit';
import { isSaveShortcut, useSaveShortcut } from '../../../web/src/features/admin/shared/use-save-shortcut';

type Write = () => Promise<{ data?: unknown; error?: unknown }>;

interface HarnessProps {
  creating: boolean;
  write: jest.Mock<ReturnType<Write>, []>;
  /** The state the save asks for: null is "Save draft" (and the shortcut). */
  asks: string | null;
  version: { current: number | null };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Editor({ creating, write, asks, version }: HarnessProps) {
  const intent = useRef<string | null>(asks);
  const save = useEditorSave<{ title: string }>({
    thing: 'Blog post',
    creating,
    backTo: '/admin',
    stay: { when: () => intent.current === null, editPath: (id) => `/admin/blog/edit/${id}`, version },
  });
  const formik = useFormik({ initialValues: { title: 'Old' }, onSubmit: (values, helpers) => save(write, helpers, values) });
  useSaveShortcut(() => void formik.submitForm());
  return (
    <form onSubmit={formik.handleSubmit}>
      <input aria-label="Title" name="title" value={formik.values.title} onChange={formik.handleChange} />
      <span data-testid="dirty">{String(formik.dirty)}</span>
      <button type="submit">Save draft</button>
    </form>
  );
}

function renderEditor(props: HarnessProps, at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <App>
        <Routes>
          <Route path="*" element={<Editor {...props} />} />
        </Routes>
        <Where />
      </App>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const pressSave = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { key: 's', bubbles: true, cancelable: true, ...init });
  act(() => void window.dispatchEvent(event));
  return event;
};

describe('the save shortcut', () => {
  it('is S with Ctrl or Cmd, not with Alt (AltGr) and not a plain S', () => {
    const key = (init: Partial<KeyboardEvent>) => ({ key: 's', ctrlKey: false, metaKey: false, altKey: false, ...init });
    expect(isSaveShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key({ metaKey: true, key: 'S' }))).toBe(true);
    expect(isSaveShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSaveShortcut(key({}))).toBe(false);
    expect(isSaveShortcut(key({ ctrlKey: true, key: 'd' }))).toBe(false);
  });

  it('saves the editor once per press and keeps the browser’s dialog away', async () => {
    const write = jest.fn(() => Promise.resolve({ data: { updatePost: { id: 'p1', version: 4 } } }));
    renderEditor({ creating: false, write, asks: null, version: { current: 3 } }, '/admin/blog/edit/p1');
    const event = pressSave({ ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const held = pressSave({ metaKey: true, repeat: true });
    expect(held.defaultPrevented).toBe(true);
    const plain = pressSave({});
    expect(plain.defaultPrevented).toBe(false);
    await act(() => Promise.resolve());
    expect(write).toHaveBeenCalledTimes(1);
  });
});

describe('a save that stays in the editor', () => {
  it('keeps an edited draft open, clean, at the version it saved', async () => {
    const version = { current: 3 };
    const write = jest.fn(() => Promise.resolve({ data: { updatePost: { id: 'p1', version: 4 } } }));
    renderEditor({ creating: false, write, asks: null, version }, '/admin/blog/edit/p1');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New' } });
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.click(screen.getByText('Save draft'));
    await waitFor(() => expect(screen.getByTestId('dirty').textContent).toBe('false'));
    expect(where()).toBe('/admin/blog/edit/p1');
    expect(version.current).toBe(4);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('New');
  });

  it('moves a new item’s editor to its own address', async () => {
    const write = jest.fn(() => Promise.resolve({ data: { createPost: { id: 'p9', version: 1 } } }));
    renderEditor({ creating: true, write, asks: null, version: { current: null } }, '/admin/blog/new');
    pressSave({ ctrlKey: true });
    await waitFor(() => expect(where()).toBe('/admin/blog/edit/p9'));
  });

  it('goes back to the list after a save that asks for a state (Publish, Submit for review)', async () => {
    const write = jest.fn(() => Promise.resolve({ data: { updatePost: { id: 'p1', version: 4 } } }));
    renderEditor({ creating: false, write, asks: 'PUBLISHED', version: { current: 3 } }, '/admin/blog/edit/p1');
    fireEvent.click(screen.getByText('Save draft'));
    await waitFor(() => expect(where()).toBe('/admin'));
  });
});
