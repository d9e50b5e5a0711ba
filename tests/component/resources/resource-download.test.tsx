// A resource's download (web/src/features/resources/use-resource-download.ts): the count is
// recorded, then the file goes to the tab opened in the click. When the browser refused that tab
// (a click replayed once the app had loaded, after the browser's permission to open one had
// lapsed: decision 0088), the toast does not claim a download started: it offers the file as a link.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { App } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RecordResourceDownloadDocument } from '../../../web/src/graphql/generated';
import { useResourceDownload } from '../../../web/src/features/resources/use-resource-download';

const recorded: MockLink.MockedResponse = {
  request: { query: RecordResourceDownloadDocument, variables: { id: 'r1' } },
  result: {
    data: { recordResourceDownload: { __typename: 'ResourceDownload', id: 'r1', fileUrl: '/downloads/roadmap.pdf', downloadCount: 3 } },
  },
};

function DownloadButton() {
  const { download } = useResourceDownload();
  return (
    <button type="button" onClick={() => void download('r1')}>
      Download
    </button>
  );
}

function renderButton() {
  render(
    <MockedProvider mocks={[recorded]}>
      <App>
        <DownloadButton />
      </App>
    </MockedProvider>,
  );
}

describe('a resource download', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the tab opened in the click to the file, and says the download started', async () => {
    const replace = jest.fn();
    const tab = { opener: {}, closed: false, location: { replace }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderButton();
    fireEvent.click(screen.getByText('Download'));
    await waitFor(() => expect(screen.getByText('Download started')).toBeTruthy(), { timeout: 20_000 });
    expect(replace).toHaveBeenCalledWith('http://localhost/downloads/roadmap.pdf');
    expect(tab.opener).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('offers the file as a link when the browser refused the tab, instead of claiming a download', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderButton();
    fireEvent.click(screen.getByText('Download'));
    await waitFor(() => expect(screen.getByText('Your file is ready')).toBeTruthy(), { timeout: 20_000 });
    const link = screen.getByText('Open the file');
    expect(link.getAttribute('href')).toBe('http://localhost/downloads/roadmap.pdf');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText('Download started')).toBeNull();
    // The last try: the file itself, in a tab of its own.
    expect(open).toHaveBeenLastCalledWith('http://localhost/downloads/roadmap.pdf', '_blank', 'noopener,noreferrer');
  });
});
