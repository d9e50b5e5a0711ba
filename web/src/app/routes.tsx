// The route table of SPEC §2, in the spec's order, catch-all last. Every screen is a named export of
// web/src/features/<area>/<name>-page.tsx, lazy-loaded here; guards wrap routes here, never inside pages.
import { Route, Routes } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { AdminLayout } from './layout/admin-layout';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './not-found-page';
import { RedirectIfSignedIn, RequireAdmin } from './require-admin';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage', 'src/features/home/home-page.tsx');
const PlaybookPage = lazyPage(() => import('../features/playbook/playbook-page'), 'PlaybookPage', 'src/features/playbook/playbook-page.tsx');
const CalculatorPage = lazyPage(() => import('../features/calculator/calculator-page'), 'CalculatorPage', 'src/features/calculator/calculator-page.tsx');
const MaturityAssessmentPage = lazyPage(() => import('../features/maturity/maturity-assessment-page'), 'MaturityAssessmentPage', 'src/features/maturity/maturity-assessment-page.tsx');
const FrameworkPage = lazyPage(() => import('../features/framework/framework-page'), 'FrameworkPage', 'src/features/framework/framework-page.tsx');
const SimulatorPage = lazyPage(() => import('../features/simulator/simulator-page'), 'SimulatorPage', 'src/features/simulator/simulator-page.tsx');
const BlogListPage = lazyPage(() => import('../features/blog/blog-list-page'), 'BlogListPage', 'src/features/blog/blog-list-page.tsx');
const BlogArticlePage = lazyPage(() => import('../features/blog/blog-article-page'), 'BlogArticlePage', 'src/features/blog/blog-article-page.tsx');
const ResourcesPage = lazyPage(() => import('../features/resources/resources-page'), 'ResourcesPage', 'src/features/resources/resources-page.tsx');
const AdminLoginPage = lazyPage(() => import('../features/auth/admin-login-page'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(() => import('../features/admin/admin-dashboard-page'), 'AdminDashboardPage');
const BlogEditorPage = lazyPage(() => import('../features/admin/blog-editor-page'), 'BlogEditorPage');
const ResourceEditorPage = lazyPage(() => import('../features/admin/resource-editor-page'), 'ResourceEditorPage');
const CategoryEditorPage = lazyPage(() => import('../features/admin/category-editor-page'), 'CategoryEditorPage');
const WebhooksPage = lazyPage(() => import('../features/admin/webhooks-page'), 'WebhooksPage');
const OutboxPage = lazyPage(() => import('../features/admin/outbox-page'), 'OutboxPage');
const ApiTokensPage = lazyPage(() => import('../features/admin/api-tokens-page'), 'ApiTokensPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="playbook" element={<PlaybookPage />} />
        <Route path="calculator" element={<CalculatorPage />} />
        <Route path="maturity-assessment" element={<MaturityAssessmentPage />} />
        <Route path="framework" element={<FrameworkPage />} />
        <Route path="simulator" element={<SimulatorPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogArticlePage />} />
        <Route path="blog/category/:category" element={<BlogListPage />} />
        <Route path="resources" element={<ResourcesPage />} />
      </Route>

      <Route element={<AdminLayout />}>
        <Route element={<RedirectIfSignedIn />}>
          <Route path="admin/login" element={<AdminLoginPage />} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path="admin" element={<AdminDashboardPage />} />
          <Route path="admin/blog/new" element={<BlogEditorPage />} />
          <Route path="admin/blog/edit/:id" element={<BlogEditorPage />} />
          <Route path="admin/resources/new" element={<ResourceEditorPage />} />
          <Route path="admin/resources/edit/:id" element={<ResourceEditorPage />} />
          <Route path="admin/categories/new" element={<CategoryEditorPage />} />
          <Route path="admin/categories/edit/:id" element={<CategoryEditorPage />} />
          <Route path="admin/webhooks" element={<WebhooksPage />} />
          <Route path="admin/outbox" element={<OutboxPage />} />
          <Route path="admin/api-tokens" element={<ApiTokensPage />} />
        </Route>
      </Route>

      <Route element={<PublicLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
