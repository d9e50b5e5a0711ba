// The public header and footer render the navigation content (issue 31, decision 0071) from the
// Apollo cache the server render fills (no request of their own): an editor's new header entry
// and edited footer phone appear, entries land in their footer column, placeholder social links
// stay as the spec shows them, and markup in a text field is shown as text, never run.
import { render } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { MeDocument, SiteNavigationDocument, type SiteNavigationQuery } from '../../../web/src/graphql/generated';
import { SiteFooter } from '../../../web/src/app/layout/site-footer';
import { SiteHeader } from '../../../web/src/app/layout/site-header';

const XSS = '<img src=x onerror="window.__xss=1">';
const link = (label: string, href: string, column: string | null = null, external = false) => ({
  label,
  href,
  external,
  column,
});

const navigation: SiteNavigationQuery['navigation'] = {
  header: [
    link('Home', '/'),
    link('Blog', '/blog'),
    link('Webinar 2027', '/webinar-finops-2027'),
    link('Docs', 'https://docs.example.com', null, true),
  ],
  footer: [
    link('FinOps Workshops', '/#services', 'services'),
    link('Case Studies', '/#case-studies', 'resources'),
    link(XSS, '/blog', 'resources'),
    link('Terms of Service', '/terms', 'legal'),
  ],
  footerDetails: {
    blurb: `We help teams. ${XSS}`,
    email: 'team@finops.example',
    phone: '+44 20 7946 0958',
    phoneHref: 'tel:+442079460958',
    address: XSS,
    social: [
      { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/finops' },
      { network: 'github', label: 'GitHub', url: '' },
    ],
  },
};

function renderWithCache(ui: React.ReactElement) {
  // No link: every answer must come from the cache, as after the server render.
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: MeDocument, data: { me: null } });
  client.writeQuery({ query: SiteNavigationDocument, data: { navigation } });
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/blog']}>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
}

const links = (root: Element, selector: string) =>
  [...root.querySelectorAll(`${selector} a`)].map((a) => [a.textContent || a.getAttribute('aria-label'), a.getAttribute('href')]);

describe('public header and footer from the navigation content', () => {
  afterEach(() => {
    delete (window as { __xss?: unknown }).__xss;
  });

  it('shows the header menu’s entries, a new one among them, in both the bar and the mobile menu', () => {
    const { container } = renderWithCache(<SiteHeader />);
    const expected = [
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Webinar 2027', '/webinar-finops-2027'],
      ['Docs', 'https://docs.example.com'],
    ];
    expect(links(container, '.site-header__nav')).toEqual(expected);
    expect(links(container, '#mobile-menu')).toEqual(expected);
    expect(container.querySelector('.site-header__nav a[href="/blog"]')?.getAttribute('aria-current')).toBe('page');
    expect(container.querySelector('.site-header__nav a[href="https://docs.example.com"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });

  it('shows the edited contact details, the columns’ entries and the social links; markup stays text', () => {
    const { container } = renderWithCache(<SiteFooter />);
    const footer = container.querySelector('footer')!;
    const phone = footer.querySelector('a[href^="tel:"]')!;
    expect([phone.textContent, phone.getAttribute('href')]).toEqual(['+44 20 7946 0958', 'tel:+442079460958']);
    expect(footer.querySelector('a[href^="mailto:"]')?.textContent).toBe('team@finops.example');
    const columns = [...footer.querySelectorAll('.site-footer__columns > div')].slice(1);
    expect(columns.map((column) => [column.querySelector('h2')?.textContent, links(column, 'ul')])).toEqual([
      ['Services', [['FinOps Workshops', '/#services']]],
      [
        'Resources',
        [
          ['Case Studies', '/#case-studies'],
          [XSS, '/blog'],
        ],
      ],
      [
        'Contact',
        [
          ['team@finops.example', 'mailto:team@finops.example'],
          ['+44 20 7946 0958', 'tel:+442079460958'],
        ],
      ],
    ]);
    expect(links(footer, '.site-footer__legal')).toEqual([['Terms of Service', '/terms']]);
    expect(links(footer, '.site-footer__social')).toEqual([
      ['LinkedIn', 'https://www.linkedin.com/company/finops'],
      ['GitHub', '#'],
    ]);
    expect(footer.querySelector('.site-footer__about p')?.textContent).toBe(`We help teams. ${XSS}`);
    expect(footer.querySelector('address')?.textContent).toBe(XSS);
    expect(footer.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
