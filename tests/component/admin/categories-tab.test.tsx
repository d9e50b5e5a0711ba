// A whole dashboard tab wired to its query (the Categories tab: SPEC §2, decision 0027), with
// Apollo's mocked provider: the placeholder rows while loading, the failure with Try again asking
// again, the empty table, the rows, and the toolbar's search filtering them in the browser down to
// the empty-search text. The shared frame (AdminTable) and the filters (admin-search.ts) have their
// own tests; this one checks that a tab joins them to its list query (decision 0043). The delete
// dialog says how many posts use the category, from the server's count, and offers no Delete while
// any do (issue 34).
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '../../../web/src/app/use-current-user';
import { AdminCategoriesDocument } from '../../../web/src/graphql/generated';

// An Editor: the role that may delete categories.
const editor: CurrentUser = { id: 'user-editor', username: 'editor', role: 'EDITOR', email: 'editor@example.com' };
jest.mock('../../../web/src/app/use-current-user', () => ({ useCurrentUser: () => ({ user: editor, loading: false }) }));

// Imported after the mock is declared (jest hoists jest.mock above the imports anyway).
import { CategoriesTab } from '../../../web/src/features/admin/content/categories-tab';

type MockedResponse = MockLink.MockedResponse;

const category = (id: string, name: string, slug: string, description: string | null = null, postCount = 0) => ({
  __typename: 'Category' as const,
  id,
  name,
  slug,
  description,
  postCount,
});
const CATEGORIES = [
  category('c1', 'Strategy', 'strategy', 'Operating models and governance', 3),
  category('c2', 'Technical', 'technical', null, 1),
  category('c3', 'Case Studies', 'case-studies'),
];

const answer = (categories: ReturnType<typeof category>[]): MockedResponse => ({
  request: { query: AdminCategoriesDocument },
  result: { data: { categories } },
});
const failure: MockedResponse = { request: { query: AdminCategoriesDocument }, error: new Error('down') };

function renderTab(mocks: MockedResponse[]) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <App>
          <CategoriesTab />
        </App>
      </MockedProvider>
    </MemoryRouter>,
  );
}

const rowNames = () => [...document.querySelectorAll('tbody tr.ant-table-row .admin-table__title')].map((cell) => cell.textContent);

describe('the Categories tab', () => {
  it('shows five placeholder rows while its query loads', () => {
    renderTab([answer(CATEGORIES)]);
    expect(screen.getByLabelText('Loading categories').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5);
  });

  it('says what failed, and Try again asks the server again', async () => {
    renderTab([failure, answer(CATEGORIES)]);
    expect(await screen.findByText('Could not load the categories')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  it('says when there are none', async () => {
    renderTab([answer([])]);
    expect(await screen.findByText('No categories found')).toBeTruthy();
  });

  it('lists the categories ("-" for no description) and searches them in the browser', async () => {
    renderTab([answer(CATEGORIES)]);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.getByText('Operating models and governance')).toBeTruthy();
    expect(screen.getAllByText('-')).toHaveLength(2);

    const search = screen.getByRole('textbox', { name: 'Search categories' });
    fireEvent.change(search, { target: { value: 'TECHNICAL' } });
    await waitFor(() => expect(rowNames()).toEqual(['Technical']));
    fireEvent.change(search, { target: { value: 'governance' } });
    await waitFor(() => expect(rowNames()).toEqual(['Strategy']));
    fireEvent.change(search, { target: { value: 'no-such-thing' } });
    expect(await screen.findByText('No categories found for your search')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  /** The list, then Delete on `name`: the dialog reads the categories again as it opens (`counted`). */
  async function openDelete(name: string, counted = CATEGORIES) {
    renderTab([answer(CATEGORIES), answer(counted)]);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
  }

  it('says up front how many posts use a category, and offers no Delete while any do', async () => {
    await openDelete('Strategy');
    const dialog = await screen.findByRole('dialog', { name: '"Strategy" cannot be deleted yet' });
    expect(
      within(dialog).getByText('3 posts use this category. It cannot be deleted until they are moved to another category.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('says one post in the singular', async () => {
    await openDelete('Technical');
    expect(
      await screen.findByText('1 post uses this category. It cannot be deleted until that post is moved to another category.'),
    ).toBeTruthy();
  });

  it('asks to confirm, with Delete, a category no post uses', async () => {
    await openDelete('Case Studies');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('No posts use this category.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('counts again as the dialog opens: a post moved into the category since the list was read is counted', async () => {
    const moved = CATEGORIES.map((item) => (item.id === 'c3' ? { ...item, postCount: 2 } : item));
    await openDelete('Case Studies', moved);
    const dialog = await screen.findByRole('dialog', { name: '"Case Studies" cannot be deleted yet' });
    expect(
      within(dialog).getByText('2 posts use this category. It cannot be deleted until they are moved to another category.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
