// The menus a new or upgraded install starts with (issue 31): the spec's header links and the
// footer's link columns and legal links, as menu entries (migration 1795460000002; the columns
// since migration 1795600000000), and the footer's details: today's company blurb, placeholder
// contact details and placeholder social links (SPEC §2), word for word.
import type { FooterColumn, FooterDetails } from '../../../../schema/validation/footer';
import type { MenuItem, MenuName } from '../../../../schema/validation/navigation';

const route = (label: string, id: string): MenuItem => ({ label, target: { kind: 'route', route: id } });
const anchor = (label: string, id: string, column?: FooterColumn): MenuItem => ({ label, target: { kind: 'anchor', anchor: id }, column });
const page = (label: string, slug: string, column?: FooterColumn): MenuItem => ({ label, target: { kind: 'page', slug }, column });
const legal = (label: string, id: string): MenuItem => ({ label, target: { kind: 'route', route: id }, column: 'legal' });

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
    anchor('Cloud Cost Assessment', 'services', 'services'),
    anchor('FinOps Implementation', 'services', 'services'),
    anchor('FinOps Workshops', 'services', 'services'),
    anchor('FinOps Playbook', 'playbook', 'resources'),
    anchor('Blog', 'blog', 'resources'),
    anchor('Case Studies', 'case-studies', 'resources'),
    anchor('Savings Calculator', 'calculator', 'resources'),
    legal('Privacy Policy', 'privacy'),
    page('Terms of Service', 'terms', 'legal'),
    page('Cookie Policy', 'cookies', 'legal'),
  ],
};

export const STARTER_FOOTER: FooterDetails = {
  blurb:
    'We help engineering, finance and product teams take control of cloud spend with the FinOps practices, tooling and habits that keep costs down for good.',
  email: 'hello@example.com',
  phone: '+1 (555) 010-0100',
  address: '100 Example Street, Suite 400, San Francisco, CA 94105',
  social: [
    { network: 'linkedin', url: '' },
    { network: 'twitter', url: '' },
    { network: 'github', url: '' },
    { network: 'youtube', url: '' },
  ],
};

/** The footer column of an entry saved before entries had one (migration 1795600000000). */
export function starterColumn(item: MenuItem): FooterColumn {
  const { target } = item;
  if ((target.kind === 'route' && target.route === 'privacy') || (target.kind === 'page' && ['terms', 'cookies'].includes(target.slug))) {
    return 'legal';
  }
  return target.kind === 'anchor' && target.anchor === 'services' ? 'services' : 'resources';
}
