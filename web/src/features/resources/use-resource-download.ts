// The download of a resource (SPEC §7): count it on the server, then open the file in a new tab.
//
// Pop-up blockers allow window.open only within a click's user activation, which an awaited
// request may outlive (Safari is strict, others allow a few seconds). So the tab is opened
// synchronously in the click, blank, cut off from this page (opener = null, as noopener would),
// and sent to the file once the count is recorded; it is closed again if the request fails. If
// the blank tab was refused anyway (a click made before the app had loaded is replayed once it
// has, and on a slow connection the browser's permission to open a tab may have lapsed by then,
// decision 0088), the file is opened directly as a last try, and the toast offers it as a link:
// the visitor's own click on that opens the tab if the last try was refused too.
import { track } from '../../app/analytics-beacon';
import { createElement, useState } from 'react';
import { App } from 'antd';
import { useRecordResourceDownloadMutation } from '../../graphql/generated';

/** Only web addresses are opened (the server accepts http(s) and site-relative paths only). */
function resolveFileUrl(fileUrl: string): string | null {
  try {
    const url = new URL(fileUrl, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function useResourceDownload(): { download: (id: string) => Promise<void>; pendingId: string | null } {
  const { notification } = App.useApp();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [recordDownload] = useRecordResourceDownloadMutation({
    // The answer is a ResourceDownload, not a Resource, so it does not normalise onto the card's
    // Resource by itself: copy the new count across, and every list showing it updates.
    update(cache, { data }) {
      const receipt = data?.recordResourceDownload;
      if (!receipt) return;
      cache.modify({
        id: cache.identify({ __typename: 'Resource', id: receipt.id }),
        fields: { downloadCount: () => receipt.downloadCount },
      });
    },
  });

  async function download(id: string) {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setPendingId(id);
    try {
      const { data } = await recordDownload({ variables: { id } });
      const href = data ? resolveFileUrl(data.recordResourceDownload.fileUrl) : null;
      if (!href) throw new Error('The resource has no downloadable file.');
      const opened = tab !== null && !tab.closed;
      if (opened) tab.location.replace(href);
      // Answers null with 'noopener' whether or not it opened a tab: the toast offers the link.
      else window.open(href, '_blank', 'noopener,noreferrer');
      track('resource_downloaded', { resource: id });
      if (opened) notification.success({ title: 'Download started', description: 'Your file is being downloaded', role: 'status' });
      else
        notification.info({
          title: 'Your file is ready',
          description: createElement('a', { href, target: '_blank', rel: 'noopener noreferrer' }, 'Open the file'),
          role: 'status',
        });
    } catch {
      tab?.close();
      notification.error({ title: 'Download failed', description: 'Please try again later' });
    } finally {
      setPendingId(null);
    }
  }

  return { download, pendingId };
}
