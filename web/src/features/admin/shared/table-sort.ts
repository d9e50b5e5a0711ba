// Sorting of the admin tables (issue 12, decision 0027): the server sorts (a paged list's order
// must span every page), so a header click only records which column and which way; the list
// query sends them as its `sort`/`order` arguments. Only the server's whitelisted columns sort.
import type { Key } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from '../../../../../schema/validation/list-sort';

export interface TableSort {
  column: string;
  order: SortOrder;
}

/** The columns, those named in `sortable` given a header sorter showing the current sort. */
export function withSorters<T>(columns: ColumnsType<T>, sort: TableSort | null, sortable: readonly string[]): ColumnsType<T> {
  return columns.map((column) => {
    const key = String(column.key ?? '');
    if (!sortable.includes(key)) return column;
    const sortOrder = sort?.column === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
    return { ...column, sorter: true, sortOrder, sortDirections: ['ascend', 'descend'] };
  });
}

interface SingleSorter {
  columnKey?: Key;
  order?: 'ascend' | 'descend' | null;
}
/** What antd's Table hands its onChange as the sort (one column, or several). */
export type SorterLike = SingleSorter | SingleSorter[];

/** The sort a table's change asks for: null when the header is clicked back to unsorted. */
export function sortFromTable(sorter: SorterLike): TableSort | null {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!single?.order || single.columnKey == null) return null;
  return { column: String(single.columnKey), order: single.order === 'ascend' ? 'asc' : 'desc' };
}
