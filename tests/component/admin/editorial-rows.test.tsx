// The editorial tabs' shared writes (content/editorial-table.tsx): a bulk action becomes the right
// call (publish, unpublish, delete) with the kind's lists refetched and its public caches dropped;
// deleting one row asks first, then deletes that row, evicts it and says so.
import { App, Button } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminPostsDocument, AdminResourcesDocument } from '../../../web/src/graphql/generated';
import { useEditorialRows } from '../../../web/src/features/admin/content/editorial-table';
import type { BulkAction } from '../../../web/src/features/admin/shared/bulk-summary';

type Writes = Parameters<typeof useEditorialRows>[1];
type Row = { id: string; title: string };

function fakeCache() {
  return {
    identify: jest.fn((object: { __typename: string; id: string }) => `${object.__typename}:${object.id}`),
    evict: jest.fn(),
    gc: jest.fn(),
  };
}

function Harness({
  kind,
  writes,
  action,
}: {
  kind: 'post' | 'resource';
  writes: Writes;
  action: (rows: ReturnType<typeof useEditorialRows<Row>>) => void;
}) {
  const rows = useEditorialRows<Row>(kind, writes, {
    subject: (row) => `the thing "${row.title}"`,
    deleted: ['Thing deleted'],
    failed: 'Could not delete the thing',
  });
  return <Button onClick={() => action(rows)}>Go</Button>;
}

function writesMock() {
  const outcome = { succeeded: ['a'], refused: [] };
  return {
    setStatus: jest.fn(async () => outcome),
    deleteMany: jest.fn(async () => outcome),
    deleteOne: jest.fn(async () => true),
  } satisfies Writes;
}

function run(kind: 'post' | 'resource', writes: Writes, action: (rows: ReturnType<typeof useEditorialRows<Row>>) => void) {
  render(
    <App>
      <Harness kind={kind} writes={writes} action={action} />
    </App>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
}

describe('useEditorialRows', () => {
  it.each<[BulkAction, string, unknown[]]>([
    ['publish', 'setStatus', [['a', 'b'], 'PUBLISHED']],
    ['unpublish', 'setStatus', [['a', 'b'], 'DRAFT']],
    ['delete', 'deleteMany', [['a', 'b']]],
  ])('turns the bulk %s into %s, refetching the kind’s lists and dropping its public caches', async (action, call, args) => {
    const writes = writesMock();
    run('post', writes, (rows) => void rows.runBulk(action, ['a', 'b']));
    const fn = writes[call as keyof typeof writes] as jest.Mock;
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    const [after] = fn.mock.calls[0].slice(args.length) as [{ refetchQueries: unknown[]; update: (cache: unknown) => void }];
    expect(fn.mock.calls[0].slice(0, args.length)).toEqual(args);
    expect(after.refetchQueries).toContain(AdminPostsDocument);
    expect(after.refetchQueries).not.toContain(AdminResourcesDocument);
    const cache = fakeCache();
    after.update(cache);
    expect(cache.evict).toHaveBeenCalledWith({ id: 'ROOT_QUERY', fieldName: 'posts' });
    expect(writes.deleteOne).not.toHaveBeenCalled();
  });

  it('deletes one row only after the confirmation, evicting that row, and says it was deleted', async () => {
    const writes = writesMock();
    run('resource', writes, (rows) => rows.remove({ id: 'r1', title: 'Guide' }));
    expect(await screen.findByText('This will permanently delete the thing "Guide". This action cannot be undone.')).toBeTruthy();
    expect(writes.deleteOne).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes.deleteOne).toHaveBeenCalledTimes(1));
    const [id, after] = writes.deleteOne.mock.calls[0] as unknown as [
      string,
      { refetchQueries: unknown[]; update: (cache: unknown) => void },
    ];
    expect(id).toBe('r1');
    expect(after.refetchQueries).toContain(AdminResourcesDocument);
    const cache = fakeCache();
    after.update(cache);
    expect(cache.evict).toHaveBeenCalledWith({ id: 'Resource:r1' });
    expect(cache.evict).toHaveBeenCalledWith({ id: 'ROOT_QUERY', fieldName: 'resources' });
    expect(await screen.findByText('Thing deleted')).toBeTruthy();
  });
});
