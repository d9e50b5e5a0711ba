// The admin's tables on any device (issue 34, decision 0068; WCAG 1.4.10: nothing scrolls the page
// sideways from 320 px). Three layouts by the width of the window:
// - wide (1200 px and up): every column, a row's actions as buttons;
// - medium (768 to 1199 px): every column, the identifying (first) column and the row's actions
//   menu beside it kept in view while the others scroll sideways inside the table's frame;
// - narrow (below 768 px): the identifying column with the status under it, and the menu.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, Dropdown, Grid, Space, Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, EyeOutlined, FileTextOutlined, MoreOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../app/button-link';

export type TableLayout = 'wide' | 'medium' | 'narrow';

/**
 * The layout for the window's width. Before the media queries have answered (and in a test's
 * window that matches none), the wide layout: what the server-side render of earlier releases showed.
 */
export function useTableLayout(): TableLayout {
  const screens = Grid.useBreakpoint();
  if (screens.xl) return 'wide';
  if (screens.md) return 'medium';
  return screens.xs || screens.sm ? 'narrow' : 'wide';
}

type Column<T> = ColumnsType<T>[number];

/** The cell a column draws for a row, as antd would (its `render`, or the value at `dataIndex`). */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  const value = typeof dataIndex === 'string' ? (row as Record<string, unknown>)[dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value as ReactNode;
}

/**
 * The columns as the layout shows them (see the file's head). The column keyed 'actions' becomes a
 * menu's narrow column; below 768 px the first column shows, under its own cell, the cells of the
 * columns keyed in `keep` (default: 'status'), each after its header's words.
 */
export function fitColumns<T>(columns: ColumnsType<T>, layout: TableLayout, keep: readonly string[] = ['status']): ColumnsType<T> {
  const actions = columns.find((column) => column.key === 'actions');
  const compactActions: Column<T> | undefined = actions && {
    ...actions,
    width: undefined,
    fixed: undefined,
    title: <span className="admin-sr-only">Actions</span>,
  };
  if (layout === 'wide' || columns.length < 2) return columns;
  if (layout === 'medium') {
    // The row's menu pinned beside its name, so it is in view whichever way the frame is scrolled.
    const [first, ...rest] = columns;
    const others = rest.filter((column) => column !== actions);
    const pinned: ColumnsType<T> = [
      { ...first, fixed: 'left' },
      ...(compactActions ? [{ ...compactActions, fixed: 'left' as const }] : []),
    ];
    return [...pinned, ...others];
  }
  const [first] = columns;
  const kept = columns.filter((column) => column !== first && column !== actions && keep.includes(String(column.key)));
  const identifying: Column<T> = {
    ...first,
    width: undefined,
    ellipsis: false,
    fixed: undefined,
    render: (_, row, index) => (
      <div className="admin-table__stack">
        {cellOf(first, row, index)}
        {kept.map((column) => (
          <div key={String(column.key)}>
            {typeof column.title === 'string' && column.key !== 'status' && <span className="admin-table__label">{column.title}: </span>}
            {cellOf(column, row, index)}
          </div>
        ))}
      </div>
    ),
  };
  return compactActions ? [identifying, compactActions] : [identifying];
}

interface RowActionsProps {
  /** The row's name in the accessible names: 'Edit {name}', 'Actions for {name}'. */
  name: string;
  view: string;
  viewLabel: string;
  edit: string;
  onDelete?: () => void;
}

/** View (a new tab), Edit and Delete of one row: buttons from 1200 px, a menu below. */
export function RowActions({ name, view, viewLabel, edit, onDelete }: RowActionsProps) {
  const layout = useTableLayout();
  const navigate = useNavigate();
  const ViewIcon = viewLabel === 'View' ? EyeOutlined : FileTextOutlined;
  const viewName = `${viewLabel === 'View' ? 'View' : `${viewLabel} of`} ${name}`;
  if (layout !== 'wide') {
    const items = [
      { key: 'view', icon: <ViewIcon aria-hidden />, label: viewLabel, onClick: () => void window.open(view, '_blank', 'noopener') },
      { key: 'edit', icon: <EditOutlined aria-hidden />, label: 'Edit', onClick: () => void navigate(edit) },
      ...(onDelete ? [{ key: 'delete', icon: <DeleteOutlined aria-hidden />, label: 'Delete', danger: true, onClick: onDelete }] : []),
    ];
    return (
      <span className="admin-row-actions">
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
          <Button size="small" type="text" icon={<MoreOutlined aria-hidden />} aria-label={`Actions for ${name}`} />
        </Dropdown>
      </span>
    );
  }
  return (
    <Space size={4} wrap={false} className="admin-row-actions">
      <Button
        size="small"
        type="text"
        icon={<ViewIcon aria-hidden />}
        href={view}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={viewName}
      >
        {viewLabel}
      </Button>
      <ButtonLink size="small" type="text" icon={<EditOutlined aria-hidden />} to={edit} aria-label={`Edit ${name}`}>
        Edit
      </ButtonLink>
      {onDelete && (
        <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      )}
    </Space>
  );
}

/**
 * An antd Table of the admin's other screens (the team, the audit log, sessions) in the same
 * layouts: it scrolls sideways inside its own frame from 768 px (a focusable region while it
 * overflows) and keeps the identifying column and the status below.
 */
export function FitTable<T extends object>({
  columns = [],
  label,
  keep,
  ...props
}: TableProps<T> & { label: string; /** The columns shown under the first below 768 px. */ keep?: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useTableLayout();
  useKeyboardScrollable(ref, label);
  return (
    <div ref={ref} className={`admin-table__frame admin-table__frame--${layout}`}>
      <Table<T> {...props} columns={fitColumns(columns, layout, keep)} scroll={layout === 'narrow' ? undefined : { x: 'max-content' }} />
    </div>
  );
}

/**
 * A table that scrolls sideways on a phone must be reachable by keyboard to be scrolled (axe:
 * scrollable-region-focusable; an empty table has no control of its own to tab to): while its
 * scroll area overflows, it is a named, focusable region.
 */
export function useKeyboardScrollable(ref: RefObject<HTMLDivElement | null>, label: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      // The row antd adds to measure fixed columns is aria-hidden but copies the header's controls
      // (sort buttons, the select-all box): inert keeps them out of the tab order (axe: aria-hidden-focus).
      for (const row of root.querySelectorAll('.ant-table-measure-row')) row.setAttribute('inert', '');
      for (const area of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        if (area.scrollWidth > area.clientWidth + 1) {
          area.tabIndex = 0;
          area.setAttribute('role', 'region');
          area.setAttribute('aria-label', label);
        } else if (area.hasAttribute('tabindex')) {
          area.removeAttribute('tabindex');
          area.removeAttribute('role');
          area.removeAttribute('aria-label');
        }
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    // antd may rebuild its rows without this component rendering again.
    const rows = new MutationObserver(update);
    rows.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      rows.disconnect();
    };
  });
}
