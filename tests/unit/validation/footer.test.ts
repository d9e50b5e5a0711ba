// The footer's details and columns (issue 31, decision 0071): the pure mapping the server and
// the public footer share — tel: addresses, entries by column, the public view of the details —
// the columns an upgraded install's entries get, and the schema's per-field messages.
import { checkFooterInput, footerColumns, telHref } from '../../../schema/validation/footer';
import { checkMenuInput, type MenuItem } from '../../../schema/validation/navigation';
import { publicFooterDetails } from '../../../graphql-server/src/modules/pages/navigation.service';
import { STARTER_FOOTER, STARTER_MENUS, starterColumn } from '../../../graphql-server/src/modules/pages/starter-menus';

describe('footer mapping', () => {
  it('makes the tel: address of a phone number as written', () => {
    expect(telHref('+1 (555) 010-0100')).toBe('tel:+15550100100');
    expect(telHref(' +44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('030/1234.56')).toBe('tel:030123456');
  });

  it('files the footer entries by column in menu order; an entry without a known column is a resource', () => {
    const entries = [
      { label: 'A', column: 'legal' },
      { label: 'B', column: 'services' },
      { label: 'C' },
      { label: 'D', column: 'legal' },
      { label: 'E', column: 'sidebar' },
      { label: 'F', column: null },
    ];
    const columns = footerColumns(entries);
    expect(columns.services.map((e) => e.label)).toEqual(['B']);
    expect(columns.resources.map((e) => e.label)).toEqual(['C', 'E', 'F']);
    expect(columns.legal.map((e) => e.label)).toEqual(['A', 'D']);
  });

  it('gives visitors the seeded details with the phone’s tel: address and each network’s name', () => {
    expect(publicFooterDetails(STARTER_FOOTER)).toEqual({
      blurb:
        'We help engineering, finance and product teams take control of cloud spend with the FinOps practices, tooling and habits that keep costs down for good.',
      email: 'hello@example.com',
      phone: '+1 (555) 010-0100',
      phoneHref: 'tel:+15550100100',
      address: '100 Example Street, Suite 400, San Francisco, CA 94105',
      social: [
        { network: 'linkedin', label: 'LinkedIn', url: '' },
        { network: 'twitter', label: 'Twitter', url: '' },
        { network: 'github', label: 'GitHub', url: '' },
        { network: 'youtube', label: 'YouTube', url: '' },
      ],
    });
  });

  it('seeds a footer whose columns are the spec’s Services, Resources and legal links, and which passes its own checks', () => {
    const columns = footerColumns(STARTER_MENUS.footer);
    expect(columns.services.map((e) => e.label)).toEqual(['Cloud Cost Assessment', 'FinOps Implementation', 'FinOps Workshops']);
    expect(columns.resources.map((e) => e.label)).toEqual(['FinOps Playbook', 'Blog', 'Case Studies', 'Savings Calculator']);
    expect(columns.legal.map((e) => e.label)).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy']);
    expect(checkFooterInput({ details: STARTER_FOOTER }).ok).toBe(true);
    for (const items of Object.values(STARTER_MENUS)) expect(checkMenuInput({ items }).ok).toBe(true);
  });

  it('gives an upgraded install’s footer entries the column their target implies', () => {
    const withoutColumns: MenuItem[] = STARTER_MENUS.footer.map(({ label, target }) => ({ label, target }));
    expect(withoutColumns.map(starterColumn)).toEqual(STARTER_MENUS.footer.map((item) => item.column));
    expect(starterColumn({ label: 'x', target: { kind: 'external', url: 'https://x.example' } })).toBe('resources');
  });

  it('names each bad field with its message', () => {
    const good = { ...STARTER_FOOTER, social: [] };
    const errors = (details: Record<string, unknown>) => {
      const checked = checkFooterInput({ details: { ...good, ...details } });
      return checked.ok ? [] : checked.errors;
    };
    expect(errors({ blurb: ' ' })).toEqual([{ field: 'details.blurb', message: 'Company blurb is required.' }]);
    expect(errors({ address: 'x'.repeat(201) })).toEqual([
      { field: 'details.address', message: 'Address must be 200 characters or less.' },
    ]);
    expect(errors({ email: 'hello' })).toEqual([
      { field: 'details.email', message: 'E-mail must be an e-mail address, e.g. hello@example.com.' },
    ]);
    expect(errors({ phone: 'call us' })).toEqual([
      { field: 'details.phone', message: 'Phone may hold digits, spaces, ( ) . / - and a leading +, e.g. +1 (555) 010-0100.' },
    ]);
    expect(errors({ social: [{ network: 'github', url: 'http://github.com/x' }] })).toEqual([
      { field: 'details.social.0.url', message: 'Address must be an https:// address (or empty for a placeholder).' },
    ]);
    expect(
      errors({
        social: [
          { network: 'github', url: '' },
          { network: 'github', url: 'https://github.com/x' },
        ],
      }),
    ).toEqual([{ field: 'details.social', message: 'Each network may appear once.' }]);
    expect(errors({})).toEqual([]);
  });
});
