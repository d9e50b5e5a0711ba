// The admin tables' shared frame in its four states (SPEC §2 admin dashboard, §9 five placeholder
// rows): loading, failure with a retry, empty (plain and for a search), and the rows.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminTable } from '../../../web/src/features/admin/shared/admin-table';

interface Row {
  id: string;
  name: string;
}

const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];

function renderTable(props: Partial<Parameters<typeof AdminTable<Row>>[0]>) {
  return render(
    <MemoryRouter>
      <AdminTable<Row>
        things="categories"
        rows={undefined}
        loading={false}
        onRetry={() => undefined}
        search=""
        columns={columns}
        rowKey={(row) => row.id}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('AdminTable', () => {
  it('shows the column headers over five placeholder rows while loading', () => {
    renderTable({ loading: true });
    const busy = screen.getByLabelText('Loading categories');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5);
    expect(screen.getAllByText('Name').length).toBeGreaterThan(0);
  });

  it('says what failed and retries on request', () => {
    const onRetry = jest.fn();
    renderTable({ error: new Error('down'), onRetry });
    expect(screen.getByText('Could not load the categories')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has an empty text of its own, and another for a search', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText('No categories found')).toBeTruthy();
    unmount();
    renderTable({ rows: [], search: 'finops' });
    expect(screen.getByText('No categories found for your search')).toBeTruthy();
  });

  it('lists the rows', () => {
    renderTable({
      rows: [
        { id: '1', name: 'Technical' },
        { id: '2', name: 'Strategy' },
      ],
    });
    expect(screen.getByText('Technical')).toBeTruthy();
    expect(screen.getByText('Strategy')).toBeTruthy();
  });
});
