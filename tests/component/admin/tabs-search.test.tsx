// The toolbar search of the Blog Posts, Resources, Playbook Leads and Contact Requests tabs, each
// tab wired to its list query (Apollo's mocked provider), as an editor types: any case, the fields
// that tab's search covers (a post's category by the name shown, a resource's type, a lead's
// e-mail, a request's spending range as shown), down to the tab's empty-search text, and back to
// every row when the search is cleared. The filters themselves are unit tests
// (tests/unit/admin/admin-search.test.ts), the Categories tab has its own test
// (categories-tab.test.tsx); admin.spec.ts no longer searches every table (decision 0045).
import type { ReactElement } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { PostsTab } from '../../../web/src/features/admin/content/posts-tab';
import { ResourcesTab } from '../../../web/src/features/admin/content/resources-tab';
import { ContactRequestsTab } from '../../../web/src/features/admin/leads/contact-requests-tab';
import { PlaybookLeadsTab } from '../../../web/src/features/admin/leads/playbook-leads-tab';
import {
  AdminCategoriesDocument,
  AdminContactRequestsDocument,
  AdminLeadOwnersDocument,
  AdminPlaybookLeadsDocument,
  AdminAnalyticsPagesDocument,
  AdminPostsDocument,
  AdminResourcesDocument,
  MeDocument,
} from '../../../web/src/graphql/generated';

type MockedResponse = MockLink.MockedResponse;

// antd's Select schedules with MessageChannel, which jsdom lacks: a timer-based one that holds no
// handle open after the tests (node's would keep Jest from exiting).
class TimerChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
}
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: TimerChannel });

/** Answers every request of `query` (whatever its filters and page size) with `data`. */
const always = (query: MockedResponse['request']['query'], data: Record<string, unknown>): MockedResponse => ({
  request: { query, variables: () => true },
  result: { data },
  maxUsageCount: 10,
});

const shared: MockedResponse[] = [
  // The posts table's own numbers (issue 32): none yet.
  always(AdminAnalyticsPagesDocument, { analyticsPages: [] }),
  always(MeDocument, { me: { __typename: 'User', id: 'u1', username: 'editor', role: 'ADMIN', email: 'e@example.com' } }),
  always(AdminLeadOwnersDocument, { leadOwners: [{ __typename: 'LeadOwnerOption', id: 'u1', name: 'editor' }] }),
  always(AdminCategoriesDocument, {
    categories: [
      { __typename: 'Category', id: 'c1', name: 'Case Studies', slug: 'case-studies', description: null },
      { __typename: 'Category', id: 'c2', name: 'Technical', slug: 'technical', description: null },
    ],
  }),
];

const post = (id: string, title: string, category: string, tags: string) => ({
  __typename: 'BlogPost' as const,
  id,
  slug: id,
  title,
  excerpt: `The excerpt of ${title}.`,
  author: 'Writer',
  category,
  tags,
  featured: false,
  publishedAt: '2026-11-01T10:00:00.000Z',
  status: 'PUBLISHED' as const,
  version: 1,
});

const resource = (id: string, title: string, type: string) => ({
  __typename: 'Resource' as const,
  id,
  title,
  description: `About ${title}.`,
  type,
  category: 'strategy',
  fileUrl: `https://example.com/${id}.pdf`,
  coverImage: null,
  featured: false,
  publishedAt: '2026-11-01T10:00:00.000Z',
  downloadCount: 3,
  status: 'PUBLISHED' as const,
  version: 1,
});

const lead = (id: string, name: string, email: string) => ({
  __typename: 'PlaybookLead' as const,
  id,
  name,
  email,
  company: `${name} Ltd`,
  status: 'NEW',
  labels: [],
  createdAt: '2026-11-20T10:00:00.000Z',
});

const request = (id: string, name: string, cloudSpending: string) => ({
  ...lead(id, name, `${id}@example.com`),
  __typename: 'ContactRequest' as const,
  cloudSpending,
  message: 'Please call.',
  toolResults: null,
});

function renderTab(tab: ReactElement, mocks: MockedResponse[]) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={[...shared, ...mocks]}>
        <App>{tab}</App>
      </MockedProvider>
    </MemoryRouter>,
  );
}

/** The first cell's text of every row shown (the title or the lead's name). */
const rowNames = () => [...document.querySelectorAll('tbody tr.ant-table-row .admin-table__title')].map((cell) => cell.textContent);

/**
 * The tab's search box, by its label attribute: a role query computes the accessible name of every
 * element of antd's table and took seconds of CPU per call on a loaded machine (a CI run timed out).
 */
const searchBox = (things: string) => document.querySelector<HTMLInputElement>(`input[aria-label="Search ${things}"]`)!;

/** Types into the tab's search; then the rows are `expected`. */
async function search(things: string, text: string, expected: string[]) {
  fireEvent.change(searchBox(things), { target: { value: text } });
  await waitFor(() => expect(rowNames()).toEqual(expected));
}

/** A search matching nothing shows the tab's empty-search text; cleared, every row is back. */
async function searchNothing(things: string, all: string[]) {
  fireEvent.change(searchBox(things), { target: { value: 'no-such-thing' } });
  expect(await screen.findByText(`No ${things} found for your search`)).toBeTruthy();
  expect(rowNames()).toEqual([]);
  await search(things, '', all);
}

describe('the dashboard tabs search their rows', () => {
  it('Blog Posts: by title in any case, and by the category name shown', async () => {
    const posts = [post('p1', 'Unit economics', 'technical', 'metrics'), post('p2', 'A retailer story', 'case-studies', 'retail')];
    renderTab(<PostsTab />, [always(AdminPostsDocument, { adminPosts: { __typename: 'PostPage', items: posts, totalCount: 2 } })]);
    const all = ['Unit economics', 'A retailer story'];
    await waitFor(() => expect(rowNames()).toEqual(all));
    await search('blog posts', 'UNIT ECONOMICS', ['Unit economics']);
    await search('blog posts', 'case studies', ['A retailer story']);
    await searchNothing('blog posts', all);
  });

  it('Resources: by title in any case, and by type', async () => {
    const resources = [resource('r1', 'FinOps checklist', 'template'), resource('r2', 'Cloud report', 'whitepaper')];
    renderTab(<ResourcesTab />, [
      always(AdminResourcesDocument, { adminResources: { __typename: 'ResourcePage', items: resources, totalCount: 2 } }),
    ]);
    const all = ['FinOps checklist', 'Cloud report'];
    await waitFor(() => expect(rowNames()).toEqual(all));
    await search('resources', 'CHECKLIST', ['FinOps checklist']);
    await search('resources', 'whitepaper', ['Cloud report']);
    await searchNothing('resources', all);
  });

  it('Playbook Leads: by name in any case, and by e-mail', async () => {
    const leads = [lead('l1', 'Ada Export', 'ada@example.com'), lead('l2', 'Grace Export', 'grace@example.org')];
    renderTab(<PlaybookLeadsTab />, [
      always(AdminPlaybookLeadsDocument, { playbookLeads: { __typename: 'PlaybookLeadPage', items: leads, totalCount: 2 } }),
    ]);
    const all = ['Ada Export', 'Grace Export'];
    await waitFor(() => expect(rowNames()).toEqual(all));
    await search('playbook leads', 'ADA', ['Ada Export']);
    await search('playbook leads', 'example.org', ['Grace Export']);
    await searchNothing('playbook leads', all);
  });

  it('Contact Requests: by name in any case, and by the spending range as shown', async () => {
    const requests = [request('q1', 'Carol Contact', '100k-500k'), request('q2', 'Dan Contact', '10k-50k')];
    renderTab(<ContactRequestsTab />, [
      always(AdminContactRequestsDocument, { contactRequests: { __typename: 'ContactRequestPage', items: requests, totalCount: 2 } }),
    ]);
    const all = ['Carol Contact', 'Dan Contact'];
    await waitFor(() => expect(rowNames()).toEqual(all));
    await search('contact requests', 'CAROL', ['Carol Contact']);
    await search('contact requests', '$10K - $50K', ['Dan Contact']);
    await searchNothing('contact requests', all);
  });
});
