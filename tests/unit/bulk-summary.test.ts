// The toast after a bulk action (decision 0027): counts, and each refused item named with its reason.
import { bulkSummary } from '../../web/src/features/admin/shared/bulk-summary';
import { sortFromTable, withSorters } from '../../web/src/features/admin/shared/table-sort';

describe('bulkSummary', () => {
  it('counts what was done', () => {
    expect(bulkSummary('publish', { succeeded: ['a', 'b', 'c'], refused: [] })).toBe('3 published');
  });

  it('names each refusal with its reason, by title or else by id', () => {
    const outcome = {
      succeeded: ['a', 'b', 'c'],
      refused: [{ id: 'd', title: 'Cloud bills', message: 'Authors cannot publish: submit your work for review instead.' }],
    };
    expect(bulkSummary('publish', outcome)).toBe(
      '3 published, 1 refused: "Cloud bills" (Authors cannot publish: submit your work for review instead.)',
    );
    expect(bulkSummary('delete', { succeeded: [], refused: [{ id: 'x', title: null, message: 'Blog post not found.' }] })).toBe(
      '0 deleted, 1 refused: x (Blog post not found.)',
    );
  });

  it('names at most three refusals and counts the rest', () => {
    const refused = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, title: id.toUpperCase(), message: 'No.' }));
    expect(bulkSummary('unpublish', { succeeded: [], refused })).toBe(
      '0 unpublished, 5 refused: "A" (No.); "B" (No.); "C" (No.), and 2 more',
    );
  });
});

describe('table sort', () => {
  it('reads the header click, and clears it when the column is clicked back to unsorted', () => {
    expect(sortFromTable({ columnKey: 'title', order: 'descend' })).toEqual({ column: 'title', order: 'desc' });
    expect(sortFromTable([{ columnKey: 'author', order: 'ascend' }])).toEqual({ column: 'author', order: 'asc' });
    expect(sortFromTable({ columnKey: 'title', order: null })).toBeNull();
  });

  it('gives only the whitelisted columns a sorter, showing the current sort', () => {
    const columns = withSorters([{ key: 'title' }, { key: 'actions' }], { column: 'title', order: 'asc' }, ['title']);
    expect(columns[0]).toMatchObject({ sorter: true, sortOrder: 'ascend' });
    expect(columns[1]).toEqual({ key: 'actions' });
  });
});
