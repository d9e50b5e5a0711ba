// Reordering a list by drag and drop on a handle, with the keyboard's Move up / Move down buttons
// beside it, and a polite live region that says what moved where (issue 31, decision 0065). Used by
// the page editor's blocks and the navigation editor's menu entries.
import { useState, type DragEvent } from 'react';

/** The drag-and-drop half: a handle starts the drag, any item is a drop target. */
export function useDragReorder(move: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return {
    handle: (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        const item = event.currentTarget.closest('li');
        if (item) event.dataTransfer.setDragImage(item, 16, 16);
        setDragging(index);
      },
      onDragEnd: end,
    }),
    target: (index: number) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (dragging === null) return;
        event.preventDefault();
        if (over !== index) setOver(index);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (dragging !== null) move(dragging, index);
        end();
      },
    }),
    /** A class suffix for the item: being dragged, or the place it would land. */
    state: (index: number) => (dragging === index ? ' is-dragging' : over === index && dragging !== null ? ' is-drop-target' : ''),
  };
}

/** What the live region says now, and a way to say something new. */
export function useAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  // The same sentence twice (two moves down in a row) must still be read: alternate a trailing space.
  return [message, (next) => setMessage((now) => (now === next ? `${next}\u00a0` : next))];
}

/** The polite live region of a reorderable list. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="page-editor__announcer">
      {message}
    </div>
  );
}
