// A short list of records in the admin (revisions, preview links, a lead's notes and other
// requests): a plain <ul> with an optional title, description and actions per item. antd 6.6
// deprecated its `List` for `Listy`, a virtual list for long scrolling collections; these lists
// hold a handful of items and read better as ordinary list markup (each item a listitem to
// assistive technology, every row in the page for find-in-page and printing).
import { Spin } from 'antd';
import type { ReactNode } from 'react';

export interface AdminListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Buttons at the item's end (at its foot on a phone). */
  actions?: (item: T) => ReactNode;
  loading?: boolean;
  /** Shown instead of the list when it has no items and is not loading. */
  empty?: ReactNode;
  size?: 'small' | 'default';
  className?: string;
}

export function AdminList<T>({
  items,
  itemKey,
  renderItem,
  actions,
  loading = false,
  empty,
  size = 'default',
  className,
}: AdminListProps<T>) {
  const classes = ['admin-list', size === 'small' ? 'admin-list--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Spin spinning={loading}>
      {items.length === 0 ? (
        // While the first page loads, the empty box holds the spinner's place, without its text.
        <div className="admin-list__empty">{loading ? null : empty}</div>
      ) : (
        <ul className={classes}>
          {items.map((item) => (
            <li key={itemKey(item)} className="admin-list__item">
              <div className="admin-list__content">{renderItem(item)}</div>
              {actions && <div className="admin-list__actions">{actions(item)}</div>}
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}

/** An item's title line and the secondary line under it. */
export function AdminListMeta({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <>
      <div className="admin-list__title">{title}</div>
      {description !== undefined && <div className="admin-list__description">{description}</div>}
    </>
  );
}
