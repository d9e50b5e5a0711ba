// The client-side search of the dashboard tables (SPEC §2 'Admin dashboard'): one pure filter per
// table over the fields the spec lists, case-insensitive, plus the tables' empty-state texts.
// No React or Apollo here, so tests/unit/admin can run these directly.
// The server's searches (adminPosts, adminResources, contactRequests) match the same fields and labels.
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '../../../../../schema/validation/content';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '../../../../../schema/validation/editorial';

/** The status as the table shows it ('Draft'), so searching it finds those rows (decision 0027). */
const statusLabel = (status?: ContentStatus | null) => (status ? CONTENT_STATUS_LABELS[status] : undefined);

interface PostLike {
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string;
  status?: ContentStatus | null;
}

interface CategoryLike {
  name: string;
  slug: string;
  description?: string | null;
}

interface ResourceLike {
  title: string;
  description: string;
  type: string;
  category: string;
  status?: ContentStatus | null;
}

interface PlaybookLeadLike {
  name: string;
  email: string;
  company: string;
}

interface ContactRequestLike extends PlaybookLeadLike {
  cloudSpending: string;
  message?: string | null;
}

/** The search text as it is compared: trimmed and lower-cased; '' means "no search". */
export function normalizeSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** True when any of the given values contains the search (an empty search matches everything). */
export function matchesSearch(search: string, values: ReadonlyArray<string | null | undefined>): boolean {
  const needle = normalizeSearch(search);
  if (!needle) return true;
  return values.some((value) => typeof value === 'string' && value.toLowerCase().includes(needle));
}

function filterBy<T>(items: readonly T[], search: string, fields: (item: T) => ReadonlyArray<string | null | undefined>): T[] {
  if (!normalizeSearch(search)) return [...items];
  return items.filter((item) => matchesSearch(search, fields(item)));
}

/** Blog posts: title, excerpt, author, category (its slug and the name shown), tags. */
export const filterPosts = <T extends PostLike>(
  items: readonly T[],
  search: string,
  categoryName: (slug: string) => string | undefined = () => undefined,
): T[] =>
  filterBy(items, search, (post) => [
    post.title,
    post.excerpt,
    post.author,
    post.category,
    categoryName(post.category),
    post.tags,
    statusLabel(post.status),
  ]);

/** Categories: name, description, slug. */
export const filterCategories = <T extends CategoryLike>(items: readonly T[], search: string): T[] =>
  filterBy(items, search, (category) => [category.name, category.description, category.slug]);

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) => options.find((o) => o.value === value)?.label;

/** Resources: title, description, type, category (each as stored and as shown). */
export const filterResources = <T extends ResourceLike>(items: readonly T[], search: string): T[] =>
  filterBy(items, search, (resource) => [
    resource.title,
    resource.description,
    resource.type,
    labelOf(RESOURCE_TYPES, resource.type),
    resource.category,
    labelOf(RESOURCE_CATEGORIES, resource.category),
    statusLabel(resource.status),
  ]);

/** Playbook leads: name, email, company. */
export const filterPlaybookLeads = <T extends PlaybookLeadLike>(items: readonly T[], search: string): T[] =>
  filterBy(items, search, (lead) => [lead.name, lead.email, lead.company]);

/** Contact requests: name, email, company, cloud spending, message. */
export const filterContactRequests = <T extends ContactRequestLike>(items: readonly T[], search: string): T[] =>
  filterBy(items, search, (request) => [request.name, request.email, request.company, request.cloudSpending, request.message]);

/** 'No {things} found', or 'No {things} found for your search' while a search is typed. */
export function emptyText(things: string, search: string): string {
  return normalizeSearch(search) ? `No ${things} found for your search` : `No ${things} found`;
}

/** The dashboard tabs, in the spec's order; the key is what `?tab=` holds. */
export const DASHBOARD_TABS = ['blog', 'categories', 'resources', 'playbook-leads', 'contact-requests'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab named by `?tab=`, or the first one when it names none. */
export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'blog';
}

/** The REST address that downloads a lead list as CSV, filtered like the table (SPEC-beyond lead tools). */
export function leadsExportUrl(
  list: 'playbook-leads' | 'contact-requests',
  search: string,
  filters: Readonly<Record<string, string | undefined>> = {},
): string {
  const query = new URLSearchParams();
  const text = search.trim();
  if (text) query.set('search', text);
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const base = `/api/admin/${list}/export.csv`;
  return query.size ? `${base}?${query.toString()}` : base;
}
