// The data side of a dashboard tab (SPEC §2 'Admin dashboard'): one list query, the client-side
// search over the fields the spec lists, Refresh, and what the toolbar and table need.
//
// The tab first asks for the newest ADMIN_PAGE_SIZE rows. When that is every row, the search runs
// in the browser as the spec asks (instant, no request per key). When the server holds more, the
// tab switches to the server: the search (after a short pause in typing) and the table's pages
// are sent as the query's `search`/`page` arguments, so an old row is still found and reachable.
// A sortable tab always sorts on the server (`sort`/`order`, decision 0027), paged or not.
import { useEffect, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TablePaginationConfig } from 'antd/es/table';
import { ADMIN_PAGE_SIZE } from '../../../../../schema/validation/paging';
import { normalizeSearch } from './admin-search';
import { sortFromTable, type SorterLike, type TableSort } from './table-sort';
import { useRefreshDashboard } from './use-refresh-dashboard';

/** Rows per table page, in the browser and on the server alike. */
const TABLE_PAGE_SIZE = 20;
/** The pause in typing after which a server-side search is sent. */
const SERVER_SEARCH_DELAY_MS = 300;

interface ListVariables extends OperationVariables {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: string | null;
  order?: string | null;
}

interface ListPage<TItem> {
  items: readonly TItem[];
  totalCount: number;
}

interface AdminListOptions<TData, TVariables extends OperationVariables, TItem> {
  /** Plural noun of the toolbar, the empty texts and the loading label, e.g. 'playbook leads'. */
  things: string;
  /** A list query taking page, pageSize and search — or none of them when `paged` is false. */
  document: TypedDocumentNode<TData, TVariables>;
  /** The list within the query's answer. */
  select: (data: TData) => ListPage<TItem>;
  /** The client-side search (admin-search.ts). */
  filter: (items: readonly TItem[], search: string) => TItem[];
  /** False for a list the server does not page (categories): always searched in the browser. */
  paged?: boolean;
  /** Also run by Refresh (e.g. the categories a posts tab names). */
  onRefresh?: () => void;
  /** Filters the server applies (e.g. the status filter of the content tabs); a change goes back to page 1. */
  filters?: Partial<TVariables>;
}

export function useAdminList<TData, TVariables extends OperationVariables, TItem>({
  things,
  document,
  select,
  filter,
  paged = true,
  onRefresh,
  filters,
}: AdminListOptions<TData, TVariables, TItem>) {
  const [search, setSearch] = useState('');
  const [serverSearch, setServerSearch] = useState('');
  const [page, setPage] = useState(1);
  const [onServer, setOnServer] = useState(false);
  const [sort, setSort] = useState<TableSort | null>(null);

  useEffect(() => {
    if (!onServer) return;
    const timer = window.setTimeout(() => {
      setServerSearch(normalizeSearch(search));
      setPage(1);
    }, SERVER_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, onServer]);

  const filterKey = JSON.stringify([filters ?? {}, sort]);
  useEffect(() => setPage(1), [filterKey]);

  const order = sort ? { sort: sort.column, order: sort.order } : {};
  const variables: ListVariables = !paged
    ? {}
    : onServer
      ? { ...filters, ...order, page, pageSize: TABLE_PAGE_SIZE, search: serverSearch || undefined }
      : { ...filters, ...order, pageSize: ADMIN_PAGE_SIZE };
  // A tab mounted again (after an editor) shows what it had at once and asks the server again.
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables: variables as TVariables,
    fetchPolicy: 'cache-and-network',
  } as useQuery.Options<TData, TVariables>);
  const answer = data ?? (onServer ? previousData : undefined);
  const list = answer ? select(answer) : undefined;

  // The first page is not every row: from now on, ask the server.
  if (paged && !onServer && data && list && list.totalCount > list.items.length) {
    setOnServer(true);
    setServerSearch(normalizeSearch(search));
  }

  const rows = list && (onServer ? [...list.items] : filter(list.items, search));

  const refreshDashboard = useRefreshDashboard();
  const retry = () => void refetch().catch(() => undefined);

  const pagination: TablePaginationConfig | false = onServer
    ? {
        current: page,
        pageSize: TABLE_PAGE_SIZE,
        total: list?.totalCount ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total, [from, to]) => `${from}-${to} of ${total.toLocaleString('en-US')} ${things}`,
      }
    : (rows?.length ?? 0) > TABLE_PAGE_SIZE && { pageSize: TABLE_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true };

  return {
    /** Props of <TableToolbar> (add its `actions`). */
    toolbar: {
      things,
      search,
      onSearch: setSearch,
      refreshing: loading && !!answer,
      onRefresh: () => {
        retry();
        refreshDashboard();
        onRefresh?.();
      },
    },
    /** Props of <AdminTable> (add its `columns` and `rowKey`). */
    table: {
      things,
      rows,
      loading: loading || (onServer && normalizeSearch(search) !== serverSearch),
      error,
      onRetry: retry,
      search,
      pagination,
      onChange: (_pagination: unknown, _filters: unknown, sorter: SorterLike) => setSort(sortFromTable(sorter)),
    },
    /** The server's sort of the list, for withSorters (table-sort.ts). */
    sort,
  };
}
