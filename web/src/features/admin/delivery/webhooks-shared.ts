// What the webhooks screen's sections share: row types, the form's id, event labels, the lists a
// write refetches, and the props of a section's toolbar and table.
import { useState } from 'react';
import { WEBHOOK_EVENTS } from '../../../../../schema/validation/webhooks';
import { type AdminWebhookDeliveryFieldsFragment, type AdminWebhookEndpointFieldsFragment } from '../../../graphql/generated';

export type Endpoint = AdminWebhookEndpointFieldsFragment;
export type Delivery = AdminWebhookDeliveryFieldsFragment;

export const FORM = 'webhook';
export const eventLabel = (value: string) => WEBHOOK_EVENTS.find((e) => e.value === value)?.label ?? value;
/** The endpoints, then every delivery log page shown (whatever its filters). */
export const refetchAll = ['AdminWebhookEndpoints', 'AdminWebhookDeliveries'];

/** What a section's list query gives (an Apollo query result). */
interface SectionQuery<TData> {
  data?: TData;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A section's search (in the browser, over at most ADMIN_PAGE_SIZE rows) with Refresh and Retry
 * refetching its query: the props of its <TableToolbar> (add `actions`) and <AdminTable> (add
 * `columns` and `rowKey`), as useAdminList gives the dashboard tabs.
 */
export function useSectionTable<TData, TRow>(things: string, query: SectionQuery<TData>, rowsOf: (data: TData, search: string) => TRow[]) {
  const [search, setSearch] = useState('');
  const retry = () => void query.refetch().catch(() => undefined);
  return {
    toolbar: { things, search, onSearch: setSearch, refreshing: query.loading && !!query.data, onRefresh: retry },
    table: { things, rows: query.data && rowsOf(query.data, search), loading: query.loading, error: query.error, onRetry: retry, search },
  };
}
