// The webhooks screen's sections (endpoints, deliveries) share useSectionTable: the search runs in
// the browser over the query's rows, Refresh spins only over rows already shown, and Refresh and
// Retry both ask the server again.
import { act, renderHook } from '@testing-library/react';
import { useSectionTable } from '../../../web/src/features/admin/delivery/webhooks-shared';

interface Data {
  names: string[];
}

const rowsOf = (data: Data, search: string) => data.names.filter((name) => name.includes(search));

describe('useSectionTable', () => {
  it('filters the rows by the search typed into the toolbar', () => {
    const query = { data: { names: ['alpha', 'beta', 'alphabet'] }, loading: false, refetch: jest.fn(() => Promise.resolve()) };
    const { result } = renderHook(() => useSectionTable('things', query, rowsOf));
    expect(result.current.table.rows).toEqual(['alpha', 'beta', 'alphabet']);
    act(() => result.current.toolbar.onSearch('alpha'));
    expect(result.current.table.rows).toEqual(['alpha', 'alphabet']);
    expect(result.current.table.search).toBe('alpha');
    expect(result.current.toolbar.search).toBe('alpha');
  });

  it('has no rows before the first answer, and spins Refresh only while reloading rows it shows', () => {
    const refetch = jest.fn(() => Promise.resolve());
    const first = renderHook(() => useSectionTable<Data, string>('things', { loading: true, refetch }, rowsOf));
    expect(first.result.current.table.rows).toBeUndefined();
    expect(first.result.current.toolbar.refreshing).toBe(false);
    const again = renderHook(() => useSectionTable('things', { data: { names: ['a'] }, loading: true, refetch }, rowsOf));
    expect(again.result.current.toolbar.refreshing).toBe(true);
  });

  it('asks the server again on Refresh and on Retry, and a failed refetch stays quiet', () => {
    const refetch = jest.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() =>
      useSectionTable('things', { data: { names: [] }, loading: false, error: new Error('x'), refetch }, rowsOf),
    );
    result.current.toolbar.onRefresh();
    result.current.table.onRetry();
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(result.current.table.error).toEqual(new Error('x'));
  });
});
