// The admin dashboard (SPEC §2 'Admin dashboard'): who is signed in and Logout, the count cards,
// the leads chart, and the five tabs. The active tab lives in the address (?tab=categories), so
// a reload or a link keeps it; each tab is a self-contained cell (its query, search and table).
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Space, Tabs, Typography } from 'antd';
import {
  ApiOutlined,
  AuditOutlined,
  FileTextOutlined,
  KeyOutlined,
  LineChartOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  PictureOutlined,
  SwapOutlined,
  SafetyOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ROLE_LABELS } from '../../../../../schema/validation/accounts';
import { ButtonLink } from '../../../app/button-link';
import { usePageMeta } from '../../../app/use-page-meta';
import { useCurrentUser } from '../../../app/use-current-user';
import { usePermissions } from '../../../app/use-permissions';
import { EmailForm } from '../team/profile-page';
import { useLogout } from '../../auth/use-logout';
import { DASHBOARD_TABS, parseDashboardTab, type DashboardTab } from '../shared/admin-search';
import { CategoriesTab } from '../content/categories-tab';
import { ContactRequestsTab } from '../leads/contact-requests-tab';
import { CountCards } from './count-cards';
import { LeadsChart } from './leads-chart';
import { LeadStatusCounts } from './lead-status-counts';
import { PlaybookLeadsTab } from '../leads/playbook-leads-tab';
import { PrivacyRequestCard } from '../leads/privacy-request-card';
import { PostsTab } from '../content/posts-tab';
import { ResourcesTab } from '../content/resources-tab';
import '../shared/admin.css';

const TAB_LABELS: Record<DashboardTab, string> = {
  blog: 'Blog Posts',
  categories: 'Categories',
  resources: 'Resources',
  'playbook-leads': 'Playbook Leads',
  'contact-requests': 'Contact Requests',
};

const TAB_CONTENT: Record<DashboardTab, () => React.JSX.Element> = {
  blog: PostsTab,
  categories: CategoriesTab,
  resources: ResourcesTab,
  'playbook-leads': PlaybookLeadsTab,
  'contact-requests': ContactRequestsTab,
};

export function AdminDashboardPage() {
  usePageMeta(
    'Admin Dashboard | FinOps Consulting',
    'Manage blog posts, categories and resources, and review playbook leads and contact requests.',
  );
  const { user } = useCurrentUser();
  const { logout, loggingOut } = useLogout();
  const [params, setParams] = useSearchParams();
  // What the role may use (issue 13): the menu hides the rest, from the server's own table
  // (schema/permissions.ts, decision 0068); the server refuses it anyway.
  const { can } = usePermissions();
  const isAdmin = can('manageUsers');
  const readsLeads = can('readLeads');
  const managesContent = can('manageContent');
  const tabs = DASHBOARD_TABS.filter((key) => readsLeads || (key !== 'playbook-leads' && key !== 'contact-requests'));
  const requested = parseDashboardTab(params.get('tab'));
  const tab = tabs.includes(requested) ? requested : 'blog';

  return (
    <div className="admin-page container">
      <header className="admin-page__head">
        <div>
          <Typography.Title level={1} className="admin-page__title">
            Admin Dashboard
          </Typography.Title>
          <Typography.Text type="secondary" className="admin-page__user">
            <UserOutlined aria-hidden /> Signed in as <strong>{user?.username}</strong>
            {user ? ` (${ROLE_LABELS[user.role]})` : null}
          </Typography.Text>
        </div>
        <Space wrap>
          <ButtonLink to="/admin/analytics" icon={<LineChartOutlined aria-hidden />}>
            Analytics
          </ButtonLink>
          {isAdmin && (
            <>
              <ButtonLink to="/admin/users" icon={<TeamOutlined aria-hidden />}>
                Users
              </ButtonLink>
              <ButtonLink to="/admin/audit-log" icon={<AuditOutlined aria-hidden />}>
                Audit log
              </ButtonLink>
            </>
          )}
          {can('integrations') && (
            <>
              <ButtonLink to="/admin/webhooks" icon={<ApiOutlined aria-hidden />}>
                Webhooks
              </ButtonLink>
              <ButtonLink to="/admin/outbox" icon={<MailOutlined aria-hidden />}>
                Outbox
              </ButtonLink>
              <ButtonLink to="/admin/api-tokens" icon={<KeyOutlined aria-hidden />}>
                API Tokens
              </ButtonLink>
            </>
          )}
          {/* Pages built from blocks and the menus (issue 31): Authors draft pages; menus are read-only to them. */}
          <ButtonLink to="/admin/pages" icon={<FileTextOutlined aria-hidden />}>
            Pages
          </ButtonLink>
          <ButtonLink to="/admin/navigation" icon={<MenuOutlined aria-hidden />}>
            Navigation
          </ButtonLink>
          <ButtonLink to="/admin/media" icon={<PictureOutlined aria-hidden />}>
            Media
          </ButtonLink>
          {/* Editors and up manage content, redirects included (decision 0031). */}
          {managesContent && (
            <ButtonLink to="/admin/redirects" icon={<SwapOutlined aria-hidden />}>
              Redirects
            </ButtonLink>
          )}
          {managesContent && (
            <ButtonLink to="/admin/pages/privacy" icon={<SafetyOutlined aria-hidden />}>
              Privacy Policy
            </ButtonLink>
          )}
          <ButtonLink to="/admin/profile" icon={<UserOutlined aria-hidden />}>
            Profile
          </ButtonLink>
          <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()} loading={loggingOut}>
            Logout
          </Button>
        </Space>
      </header>

      {user && !user.email && <EmailForm current={null} prompt />}
      <CountCards />
      {readsLeads && <LeadsChart />}
      {readsLeads && <LeadStatusCounts />}
      {can('leadPrivacy') && <PrivacyRequestCard />}

      <Card className="admin-card admin-tabs">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          // Only the open tab's query runs; coming back to a tab shows its cached rows at once.
          destroyOnHidden
          items={tabs.map((key) => {
            const Content = TAB_CONTENT[key];
            return { key, label: TAB_LABELS[key], children: <Content /> };
          })}
        />
      </Card>
    </div>
  );
}
