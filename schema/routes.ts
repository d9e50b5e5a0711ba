/**
 * The route table of SPEC §2 (plus the admin's delivery, token and team-account screens), in one place for the
 * browser (web/src/app/routes.tsx builds its <Routes> from it) and the server (which answers 200 or
 * 404 for a direct load, and redirects variants to the canonical address). Adding a screen here is
 * the only way to add a route: the browser's screen map is typed by these ids.
 *
 * Paths use react-router's syntax: `:name` is one non-empty path segment.
 */

export type RouteArea = 'public' | 'admin';

/** Who may see the screen: anyone, signed-out visitors only (the login screen), or admins. */
export type RouteGuard = 'none' | 'signed-out' | 'admin';

export interface AppRoute {
  readonly id: string;
  readonly path: string;
  readonly area: RouteArea;
  readonly guard: RouteGuard;
}

export const APP_ROUTES = [
  { id: 'home', path: '/', area: 'public', guard: 'none' },
  { id: 'playbook', path: '/playbook', area: 'public', guard: 'none' },
  { id: 'calculator', path: '/calculator', area: 'public', guard: 'none' },
  { id: 'maturity-assessment', path: '/maturity-assessment', area: 'public', guard: 'none' },
  { id: 'framework', path: '/framework', area: 'public', guard: 'none' },
  { id: 'simulator', path: '/simulator', area: 'public', guard: 'none' },
  { id: 'blog', path: '/blog', area: 'public', guard: 'none' },
  { id: 'blog-article', path: '/blog/:slug', area: 'public', guard: 'none' },
  { id: 'blog-category', path: '/blog/category/:category', area: 'public', guard: 'none' },
  { id: 'resources', path: '/resources', area: 'public', guard: 'none' },
  { id: 'privacy', path: '/privacy', area: 'public', guard: 'none' },
  { id: 'admin-login', path: '/admin/login', area: 'admin', guard: 'signed-out' },
  { id: 'admin-dashboard', path: '/admin', area: 'admin', guard: 'admin' },
  { id: 'admin-blog-new', path: '/admin/blog/new', area: 'admin', guard: 'admin' },
  { id: 'admin-blog-edit', path: '/admin/blog/edit/:id', area: 'admin', guard: 'admin' },
  { id: 'admin-resources-new', path: '/admin/resources/new', area: 'admin', guard: 'admin' },
  { id: 'admin-resources-edit', path: '/admin/resources/edit/:id', area: 'admin', guard: 'admin' },
  { id: 'admin-categories-new', path: '/admin/categories/new', area: 'admin', guard: 'admin' },
  { id: 'admin-categories-edit', path: '/admin/categories/edit/:id', area: 'admin', guard: 'admin' },
  { id: 'admin-webhooks', path: '/admin/webhooks', area: 'admin', guard: 'admin' },
  { id: 'admin-outbox', path: '/admin/outbox', area: 'admin', guard: 'admin' },
  { id: 'admin-media', path: '/admin/media', area: 'admin', guard: 'admin' },
  { id: 'admin-redirects', path: '/admin/redirects', area: 'admin', guard: 'admin' },
  { id: 'admin-lead', path: '/admin/leads/:kind/:id', area: 'admin', guard: 'admin' },
  { id: 'admin-privacy-page', path: '/admin/pages/privacy', area: 'admin', guard: 'admin' },
  { id: 'admin-pages', path: '/admin/pages', area: 'admin', guard: 'admin' },
  { id: 'admin-pages-new', path: '/admin/pages/new', area: 'admin', guard: 'admin' },
  { id: 'admin-pages-edit', path: '/admin/pages/edit/:id', area: 'admin', guard: 'admin' },
  { id: 'admin-navigation', path: '/admin/navigation', area: 'admin', guard: 'admin' },
  { id: 'admin-api-tokens', path: '/admin/api-tokens', area: 'admin', guard: 'admin' },
  { id: 'admin-users', path: '/admin/users', area: 'admin', guard: 'admin' },
  { id: 'admin-audit-log', path: '/admin/audit-log', area: 'admin', guard: 'admin' },
  { id: 'admin-analytics', path: '/admin/analytics', area: 'admin', guard: 'admin' },
  { id: 'admin-experiments', path: '/admin/experiments', area: 'admin', guard: 'admin' },
  { id: 'admin-profile', path: '/admin/profile', area: 'admin', guard: 'admin' },
  { id: 'admin-sessions', path: '/admin/sessions', area: 'admin', guard: 'admin' },
  { id: 'admin-forgot-password', path: '/admin/forgot-password', area: 'admin', guard: 'signed-out' },
  // Links carry their token in the fragment (decision 0056): it never reaches a request line or a
  // log. The `/:token` forms are the links of earlier releases, still served (logged redacted).
  { id: 'admin-accept-invitation', path: '/admin/accept-invitation', area: 'admin', guard: 'signed-out' },
  { id: 'admin-accept-invitation-link', path: '/admin/accept-invitation/:token', area: 'admin', guard: 'signed-out' },
  { id: 'admin-reset-password', path: '/admin/reset-password', area: 'admin', guard: 'signed-out' },
  { id: 'admin-reset-password-link', path: '/admin/reset-password/:token', area: 'admin', guard: 'signed-out' },
  { id: 'admin-undo-email-change', path: '/admin/undo-email-change', area: 'admin', guard: 'none' },
] as const satisfies readonly AppRoute[];

export type AppRouteId = (typeof APP_ROUTES)[number]['id'];

/**
 * The public screens at a fixed address (no parameter), from the table: the sitemap lists them
 * and the server renders them once at start.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = APP_ROUTES.filter((route) => route.area === 'public' && !route.path.includes(':')).map(
  (route) => route.path,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/blog/:slug` as a regular expression over a decoded-or-not pathname, exact and case-sensitive. */
function patternOf(path: string): RegExp {
  if (path === '/') return /^\/$/;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

const PATTERNS: ReadonlyArray<readonly [AppRoute, RegExp]> = APP_ROUTES.map((route) => [route, patternOf(route.path)]);

/** The route a pathname loads, exactly as written (no trailing slash, letter case as in the table). */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0];
}

/**
 * The canonical address of a variant of a route's pathname — a trailing slash (`/blog/`) or upper
 * case (`/Blog`, `/BLOG/`) — or null when the pathname is canonical already or names no route.
 * Lower-casing is safe for every parameter of the table: slugs are lower case by rule (SPEC §5),
 * and admin ids are UUIDs, which compare case-insensitively.
 */
export function canonicalPathname(pathname: string): string | null {
  let candidate = pathname.toLowerCase();
  if (candidate.length > 1) candidate = candidate.replace(/\/+$/, '') || '/';
  if (candidate === pathname) return null;
  return matchAppRoute(candidate) ? candidate : null;
}

/** A path for each route with its parameters filled in (for tests and tools that visit them all). */
export function examplePath(route: AppRoute, params: Readonly<Record<string, string>>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${route.path}`);
    return encodeURIComponent(value);
  });
}
