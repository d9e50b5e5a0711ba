// The routes of the shared table (schema/routes.ts, also read by the server), catch-all last. Every
// screen is a named export of web/src/features/<area>/<name>-page.tsx, lazy-loaded here; guards wrap
// routes here, never inside pages.
import type { ComponentType } from 'react';
import { createRoutesFromElements, matchPath, matchRoutes, Route, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { APP_ROUTES, type AppRouteId, type RouteArea, type RouteGuard } from '../../../schema/routes';
import { lazyPage, type LazyPage } from './lazy-page';
import { AdminLayout } from './layout/admin-layout';
import { PublicLayout } from './layout/public-layout';
import { RouteAnnouncer } from './layout/route-announcer';
import { RedirectIfSignedIn, RequireAdmin } from './require-admin';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage', 'src/features/home/home-page.tsx');
const PlaybookPage = lazyPage(
  () => import('../features/playbook/playbook-page'),
  'PlaybookPage',
  'src/features/playbook/playbook-page.tsx',
);
const CalculatorPage = lazyPage(
  () => import('../features/calculator/calculator-page'),
  'CalculatorPage',
  'src/features/calculator/calculator-page.tsx',
);
const MaturityAssessmentPage = lazyPage(
  () => import('../features/maturity/maturity-assessment-page'),
  'MaturityAssessmentPage',
  'src/features/maturity/maturity-assessment-page.tsx',
);
const FrameworkPage = lazyPage(
  () => import('../features/framework/framework-page'),
  'FrameworkPage',
  'src/features/framework/framework-page.tsx',
);
const SimulatorPage = lazyPage(
  () => import('../features/simulator/simulator-page'),
  'SimulatorPage',
  'src/features/simulator/simulator-page.tsx',
);
const BlogListPage = lazyPage(() => import('../features/blog/blog-list-page'), 'BlogListPage', 'src/features/blog/blog-list-page.tsx');
const BlogArticlePage = lazyPage(
  () => import('../features/blog/blog-article-page'),
  'BlogArticlePage',
  'src/features/blog/blog-article-page.tsx',
);
const ResourcesPage = lazyPage(
  () => import('../features/resources/resources-page'),
  'ResourcesPage',
  'src/features/resources/resources-page.tsx',
);
const PrivacyPage = lazyPage(() => import('../features/privacy/privacy-page'), 'PrivacyPage', 'src/features/privacy/privacy-page.tsx');
// The catch-all: a page built from blocks at /{slug} (issue 31), or the not-found screen with 404.
const ContentPageRoute = lazyPage(
  () => import('../features/pages/content-page'),
  'ContentPageRoute',
  'src/features/pages/content-page.tsx',
);
const AdminLoginPage = lazyPage(() => import('../features/auth/admin-login-page'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(() => import('../features/admin/dashboard/admin-dashboard-page'), 'AdminDashboardPage');
const BlogEditorPage = lazyPage(() => import('../features/admin/content/blog-editor-page'), 'BlogEditorPage');
const ResourceEditorPage = lazyPage(() => import('../features/admin/content/resource-editor-page'), 'ResourceEditorPage');
const CategoryEditorPage = lazyPage(() => import('../features/admin/content/category-editor-page'), 'CategoryEditorPage');
const WebhooksPage = lazyPage(() => import('../features/admin/delivery/webhooks-page'), 'WebhooksPage');
const MediaPage = lazyPage(() => import('../features/admin/media/media-page'), 'MediaPage');
const OutboxPage = lazyPage(() => import('../features/admin/delivery/outbox-page'), 'OutboxPage');
const LeadDetailPage = lazyPage(() => import('../features/admin/leads/lead-detail-page'), 'LeadDetailPage');
const RedirectsPage = lazyPage(() => import('../features/admin/content/redirects-page'), 'RedirectsPage');
const PrivacyEditorPage = lazyPage(() => import('../features/admin/content/privacy-editor-page'), 'PrivacyEditorPage');
const PagesListPage = lazyPage(() => import('../features/admin/pages/pages-list-page'), 'PagesListPage');
const PageEditorPage = lazyPage(() => import('../features/admin/pages/page-editor-page'), 'PageEditorPage');
const NavigationPage = lazyPage(() => import('../features/admin/pages/navigation-page'), 'NavigationPage');
const ApiTokensPage = lazyPage(() => import('../features/admin/tokens/api-tokens-page'), 'ApiTokensPage');
const UsersPage = lazyPage(() => import('../features/admin/team/users-page'), 'UsersPage');
const AnalyticsPage = lazyPage(() => import('../features/admin/analytics/analytics-page'), 'AnalyticsPage');
const ExperimentsPage = lazyPage(() => import('../features/admin/experiments/experiments-page'), 'ExperimentsPage');
const AuditLogPage = lazyPage(() => import('../features/admin/team/audit-log-page'), 'AuditLogPage');
const ProfilePage = lazyPage(() => import('../features/admin/team/profile-page'), 'ProfilePage');
const SessionsPage = lazyPage(() => import('../features/admin/team/sessions-page'), 'SessionsPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/account-link-pages'), 'ForgotPasswordPage');
const AcceptInvitationPage = lazyPage(() => import('../features/auth/account-link-pages'), 'AcceptInvitationPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/account-link-pages'), 'ResetPasswordPage');
const UndoEmailChangePage = lazyPage(() => import('../features/auth/account-link-pages'), 'UndoEmailChangePage');

// Every route's screen, keyed by the ids of the shared table: a route without a screen (or a
// screen without a route) does not compile.
const SCREENS: Record<AppRouteId, ComponentType | LazyPage> = {
  home: HomePage,
  playbook: PlaybookPage,
  calculator: CalculatorPage,
  'maturity-assessment': MaturityAssessmentPage,
  framework: FrameworkPage,
  simulator: SimulatorPage,
  blog: BlogListPage,
  'blog-article': BlogArticlePage,
  'blog-category': BlogListPage,
  resources: ResourcesPage,
  privacy: PrivacyPage,
  'admin-login': AdminLoginPage,
  'admin-dashboard': AdminDashboardPage,
  'admin-blog-new': BlogEditorPage,
  'admin-blog-edit': BlogEditorPage,
  'admin-resources-new': ResourceEditorPage,
  'admin-resources-edit': ResourceEditorPage,
  'admin-categories-new': CategoryEditorPage,
  'admin-categories-edit': CategoryEditorPage,
  'admin-webhooks': WebhooksPage,
  'admin-outbox': OutboxPage,
  'admin-media': MediaPage,
  'admin-redirects': RedirectsPage,
  'admin-lead': LeadDetailPage,
  'admin-privacy-page': PrivacyEditorPage,
  'admin-pages': PagesListPage,
  'admin-pages-new': PageEditorPage,
  'admin-pages-edit': PageEditorPage,
  'admin-navigation': NavigationPage,
  'admin-api-tokens': ApiTokensPage,
  'admin-users': UsersPage,
  'admin-audit-log': AuditLogPage,
  'admin-analytics': AnalyticsPage,
  'admin-experiments': ExperimentsPage,
  'admin-profile': ProfilePage,
  'admin-sessions': SessionsPage,
  'admin-forgot-password': ForgotPasswordPage,
  'admin-accept-invitation': AcceptInvitationPage,
  'admin-accept-invitation-link': AcceptInvitationPage,
  'admin-reset-password': ResetPasswordPage,
  'admin-reset-password-link': ResetPasswordPage,
  'admin-undo-email-change': UndoEmailChangePage,
};

function routesOf(area: RouteArea, guard: RouteGuard) {
  return APP_ROUTES.filter((route) => route.area === area && route.guard === guard).map((route) => {
    const Screen = SCREENS[route.id];
    return <Route key={route.id} path={route.path} element={<Screen />} />;
  });
}

/**
 * The signed-in admin screen at `pathname` starts loading its code while the guard still asks the
 * server who is signed in (issue 34: the dashboard's chunks waited for that answer).
 */
function preloadAdminScreen(pathname: string): void {
  const route = APP_ROUTES.find((r) => r.area === 'admin' && r.guard === 'admin' && matchPath(r.path, pathname));
  const screen = route && SCREENS[route.id];
  if (screen && 'preload' in screen) screen.preload().catch(() => undefined);
}

// The route objects, made once: <Routes> would turn its child elements into these on every render.
const ROUTES = createRoutesFromElements(
  <>
    <Route element={<PublicLayout />}>{routesOf('public', 'none')}</Route>

    <Route element={<AdminLayout />}>
      {routesOf('admin', 'none')}
      <Route element={<RedirectIfSignedIn />}>{routesOf('admin', 'signed-out')}</Route>
      <Route element={<RequireAdmin preload={preloadAdminScreen} />}>{routesOf('admin', 'admin')}</Route>
    </Route>

    <Route element={<PublicLayout />}>
      <Route path="*" element={<ContentPageRoute />} />
    </Route>
  </>,
);

// The branches found so far, by address (a bounded number: every article and unknown address has its own).
const branches = new Map<string, RouteObject[]>();
const KEPT_BRANCHES = 500;

/**
 * The branch of ROUTES that matches `pathname`, alone: react-router flattens and ranks the whole
 * table (compiling a pattern per route, for every route of the site and the admin) on every render
 * of useRoutes; given only the matched branch, it does that for the two or three routes of the
 * branch. Found once per address (the table never changes): the matched route's own object, under
 * copies of its parents that hold only it, so the page renders what the whole table would match.
 */
function branchOf(pathname: string): RouteObject[] {
  let branch = branches.get(pathname);
  if (!branch) {
    const matches = matchRoutes(ROUTES, pathname);
    if (!matches) return ROUTES;
    let routes: RouteObject[] = [];
    for (let i = matches.length - 1; i >= 0; i--) {
      const { route } = matches[i];
      // A parent is never an index route (those have no children).
      routes = [i === matches.length - 1 ? route : ({ ...route, children: routes } as RouteObject)];
    }
    branch = routes;
    branches.set(pathname, branch);
    if (branches.size > KEPT_BRANCHES) branches.delete(branches.keys().next().value!);
  }
  return branch;
}
function MatchedRoute() {
  return useRoutes(branchOf(useLocation().pathname));
}

export function AppRoutes() {
  return (
    <>
      <RouteAnnouncer />
      <MatchedRoute />
    </>
  );
}
