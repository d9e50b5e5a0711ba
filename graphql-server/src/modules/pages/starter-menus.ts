// The menus a new or upgraded install starts with (issue 31): the spec's header links and the
// footer's link columns, as menu entries (migration 1795460000002). The footer's company blurb,
// contact details and social links stay in the footer component for now.
import type { MenuItem, MenuName } from '../../../../schema/validation/navigation';

const route = (label: string, id: string): MenuItem => ({ label, target: { kind: 'route', route: id } });
const anchor = (label: string, id: string): MenuItem => ({ label, target: { kind: 'anchor', anchor: id } });
const page = (label: string, slug: string): MenuItem => ({ label, target: { kind: 'page', slug } });

export const STARTER_MENUS: Record<MenuName, MenuItem[]> = {
  header: [
    route('Home', 'home'),
    route('Playbook', 'playbook'),
    route('Calculator', 'calculator'),
    route('Cost Simulator', 'simulator'),
    route('Maturity Assessment', 'maturity-assessment'),
    route('Framework', 'framework'),
    route('Blog', 'blog'),
    route('Resources', 'resources'),
  ],
  footer: [
    anchor('Cloud Cost Assessment', 'services'),
    anchor('FinOps Implementation', 'services'),
    anchor('FinOps Workshops', 'services'),
    anchor('FinOps Playbook', 'playbook'),
    anchor('Blog', 'blog'),
    anchor('Case Studies', 'case-studies'),
    anchor('Savings Calculator', 'calculator'),
    route('Privacy Policy', 'privacy'),
    page('Terms of Service', 'terms'),
    page('Cookie Policy', 'cookies'),
  ],
};
