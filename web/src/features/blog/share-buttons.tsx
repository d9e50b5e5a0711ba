import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { FacebookFilled, LinkOutlined, LinkedinFilled, TwitterOutlined } from '@ant-design/icons';
import { openSharePopup, type ShareNetwork } from './share-links';

const NETWORKS: Array<{ network: ShareNetwork; label: string; icon: ReactNode }> = [
  { network: 'facebook', label: 'Facebook', icon: <FacebookFilled aria-hidden /> },
  { network: 'twitter', label: 'Twitter', icon: <TwitterOutlined aria-hidden /> },
  { network: 'linkedin', label: 'LinkedIn', icon: <LinkedinFilled aria-hidden /> },
];

/** Share buttons of an article; the page address is read when a button is pressed (never during render). */
export function ShareButtons({ title }: { title: string }) {
  const { notification } = App.useApp();

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notification.success({ title: 'Link copied to clipboard', description: 'You can now share it with anyone', role: 'status' });
    } catch {
      notification.error({ title: 'Could not copy the link', description: "Copy the address from your browser's address bar instead." });
    }
  }

  return (
    <div className="article-share">
      <span className="article-share__label" id="article-share-label">
        Share this article
      </span>
      <div className="article-share__buttons" role="group" aria-labelledby="article-share-label">
        {NETWORKS.map(({ network, label, icon }) => (
          <Button
            key={network}
            icon={icon}
            aria-label={`Share on ${label}`}
            title={`Share on ${label}`}
            className={`article-share__button article-share__button--${network}`}
            onClick={() => openSharePopup(network, window.location.href, title)}
          >
            <span className="article-share__text">{label}</span>
          </Button>
        ))}
        <Button icon={<LinkOutlined aria-hidden />} className="article-share__button" onClick={copyLink}>
          Copy link
        </Button>
      </div>
    </div>
  );
}
