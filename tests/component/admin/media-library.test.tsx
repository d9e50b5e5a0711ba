// The Media screen's library (issue 12) in its four states, with Apollo's mocked provider: loading,
// a failed load (with Try again, not "No files yet."), empty, files; and its main action, Delete:
// one confirmation, then the list is asked for again, or the server's refusal (the file is in use)
// is shown and the file stays.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { App } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DeleteMediaDocument, MediaItemsDocument } from '../../../web/src/graphql/generated';
import { MediaLibrary } from '../../../web/src/features/admin/media/media-library';
import { MEDIA_PAGE_SIZE } from '../../../schema/validation/paging';

type MockedResponse = MockLink.MockedResponse;

const variables = { search: '', page: 1, pageSize: MEDIA_PAGE_SIZE };
const IN_USE = 'This file is in use by "Cloud bills" and cannot be deleted.';

function file(n: number, kind: 'image' | 'document' = 'image') {
  return {
    __typename: 'MediaItem' as const,
    id: `00000000-0000-4000-8000-00000000000${n}`,
    url: `/media/file-${n}.${kind === 'image' ? 'png' : 'pdf'}`,
    mimeType: kind === 'image' ? 'image/png' : 'application/pdf',
    kind,
    size: 2048 * n,
    width: kind === 'image' ? 640 : null,
    height: kind === 'image' ? 480 : null,
    alt: kind === 'image' ? `Chart ${n}` : '',
    originalName: `file-${n}.${kind === 'image' ? 'png' : 'pdf'}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    variants: [],
  };
}

const list = (items: ReturnType<typeof file>[]): MockedResponse => ({
  request: { query: MediaItemsDocument, variables },
  result: { data: { mediaItems: { __typename: 'MediaPage', totalCount: items.length, items } } },
});

function renderLibrary(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <App>
        <MediaLibrary mode="manage" />
      </App>
    </MockedProvider>,
  );
}

describe('MediaLibrary', () => {
  it('shows a spinner while the first page loads', () => {
    renderLibrary([{ ...list([]), delay: 10_000 }]);
    expect(screen.getByLabelText('Loading files').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No files yet.')).toBeNull();
  });

  it('says a failed load failed, and Try again asks again', async () => {
    renderLibrary([{ request: { query: MediaItemsDocument, variables }, error: new Error('offline') }, list([file(1)])]);
    expect(await screen.findByText('Could not load the files')).toBeTruthy();
    expect(screen.queryByText('No files yet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('file-1.png')).toBeTruthy();
  });

  it('says there are no files yet', async () => {
    renderLibrary([list([])]);
    expect(await screen.findByText('No files yet.')).toBeTruthy();
  });

  it('lists images with their alt text and size, and documents as files', async () => {
    renderLibrary([list([file(1), file(2, 'document')])]);
    expect((await screen.findByRole('img', { name: 'Chart 1' })).getAttribute('src')).toBe('/media/file-1.png');
    expect(screen.getByText('file-2.pdf')).toBeTruthy();
    expect(screen.getByText(/640×480/)).toBeTruthy();
    expect(screen.getByText('No alt text')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Copy URL' })).toHaveLength(2);
  });

  const confirmDelete = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const popup = (await screen.findByText('Delete this file?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
  };

  it('deletes a file after one confirmation and shows the list the server answers next', async () => {
    const deleted: MockedResponse = {
      request: { query: DeleteMediaDocument, variables: { id: file(1).id } },
      result: { data: { deleteMedia: true } },
    };
    renderLibrary([list([file(1)]), deleted, list([])]);
    await screen.findByText('file-1.png');
    await confirmDelete();
    expect(await screen.findByText('File deleted')).toBeTruthy();
    expect(await screen.findByText('No files yet.')).toBeTruthy();
  });

  it('keeps a file in use and shows where the server says it is used', async () => {
    const refused: MockedResponse = {
      request: { query: DeleteMediaDocument, variables: { id: file(1).id } },
      result: { errors: [new GraphQLError(IN_USE, { extensions: { code: 'CONFLICT' } })] },
    };
    renderLibrary([list([file(1)]), refused]);
    await screen.findByText('file-1.png');
    await confirmDelete();
    expect(await screen.findByText('File not deleted')).toBeTruthy();
    expect(screen.getByText(IN_USE)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('file-1.png')).toBeTruthy());
  });
});
