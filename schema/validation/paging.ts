/**
 * Page sizes of the lists, for the browser and the server alike: the GraphQL defaults, the
 * services' defaults and the pages' own requests all read them here (one place per rule).
 */

/** SPEC §9 'Blog and listing': six posts a page (the list page and the API's default). */
export const BLOG_PAGE_SIZE = 6;

/** A page of the resources list when none is asked for (the API's default). */
export const RESOURCES_PAGE_SIZE = 6;

/** The resources library page: twelve fill its grid in rows of 3 and 2; 'Load more' adds twelve. */
export const RESOURCES_LIBRARY_STEP = 12;

/** The largest page any list answers; a larger request is refused with the allowed range (issue 15). */
export const MAX_PAGE_SIZE = 100;

/** Admin lists: a tab first fetches one page of the largest size, MAX_PAGE_SIZE (web: use-admin-list.ts). */
export const ADMIN_PAGE_SIZE = 100;

/** Lead lists, the outbox and the webhook log when no page size is asked for. */
export const LOG_PAGE_SIZE = 50;

/** The media library: a page of its grid, and the REST list's default. */
export const MEDIA_PAGE_SIZE = 24;
