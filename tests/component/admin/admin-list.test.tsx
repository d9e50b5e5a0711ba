// AdminList (the admin's short record lists: revisions, preview links, a lead's notes and other
// requests), which replaced antd's deprecated List: real list markup, one item per record with its
// actions, the empty text in the secondary colour, and the loading state.
import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminList, AdminListMeta } from '../../../web/src/features/admin/shared/admin-list';

const ITEMS = [
  { id: 'a', title: 'Version 2', when: 'today' },
  { id: 'b', title: 'Version 1', when: 'yesterday' },
];

describe('AdminList', () => {
  it('renders one list item per record, in order, each with its own actions', () => {
    render(
      <AdminList
        items={ITEMS}
        itemKey={(item) => item.id}
        renderItem={(item) => <AdminListMeta title={item.title} description={item.when} />}
        actions={(item) => <button type="button">Compare {item.title}</button>}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Version 2todayCompare Version 2', 'Version 1yesterdayCompare Version 1']);
    expect(within(items[1]).getByRole('button').textContent).toBe('Compare Version 1');
  });

  it('shows the empty text instead of a list, and no empty text while loading', async () => {
    const { rerender } = render(<AdminList items={[]} itemKey={() => 'x'} renderItem={() => null} empty="No revisions yet." />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No revisions yet.').className).toBe('admin-list__empty');
    rerender(<AdminList items={[]} itemKey={() => 'x'} renderItem={() => null} empty="No revisions yet." loading />);
    expect(screen.queryByText('No revisions yet.')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  });
});
