// SPEC §9 share options: facebook, twitter, linkedin, copyLink. The first three open the
// network's share dialog for the page address in a 600 x 400 pop-up (SPEC §8).

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';

const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The share dialog address of a network for a page. */
function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

/** Open a share dialog in a pop-up centred on the current window (browser only: call from a handler). */
export function openSharePopup(network: ShareNetwork, pageUrl: string, title: string): void {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(
    shareUrl(network, pageUrl, title),
    `share-${network}`,
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  );
}
