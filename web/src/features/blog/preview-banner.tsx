// The "Preview" banner over an article that visitors cannot see yet, or seen through a shareable
// preview link (decision 0031), and the head such a page gets: noindex (the server also answers
// `X-Robots-Tag: noindex` and `Cache-Control: private, no-store`).
import { useContext, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { EyeOutlined } from '@ant-design/icons';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '../../../../schema/validation/editorial';
import { ServerHeadContext } from '../../app/use-page-meta';

interface PreviewBannerProps {
  status: ContentStatus;
  /** The post's id when the reader is staff (a link back to the editor); null for a shared link. */
  editId: string | null;
}

export function PreviewBanner({ status, editId }: PreviewBannerProps) {
  const visible = status === 'PUBLISHED';
  return (
    <aside className="preview-banner" aria-label="Preview">
      <div className="container preview-banner__inner">
        <EyeOutlined aria-hidden />
        <strong>Preview</strong>
        <span>
          Status: {CONTENT_STATUS_LABELS[status]}. {visible ? 'Visitors see this post.' : 'Visitors cannot see this post yet.'}
        </span>
        {editId && (
          <Link to={`/admin/blog/edit/${editId}`} className="preview-banner__edit">
            Back to the editor
          </Link>
        )}
      </div>
    </aside>
  );
}

/** A preview is never indexed: the server render marks the answer, the browser the live head. */
export function usePreviewHead(preview: boolean): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead && preview) serverHead.noindex = true;
  useEffect(() => {
    // The server's render already holds one.
    if (!preview || document.head.querySelector('meta[name="robots"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [preview]);
}
