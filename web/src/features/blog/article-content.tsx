// The article's body: the stored, sanitised HTML, with each video embed shown as a button until
// the reader asks for it (schema/validation/article-embeds.ts), so no video host is contacted on
// page load. A click swaps the button for the iframe, whose address is checked again.
import { useMemo, type MouseEvent } from 'react';
import { deferArticleEmbeds, isAllowedEmbedSrc } from '../../../../schema/validation/article-embeds';
import '../../app/article-body.css';

function loadEmbed(event: MouseEvent<HTMLDivElement>) {
  const button = (event.target as Element).closest('button.article-embed');
  const src = button?.getAttribute('data-embed-src') ?? '';
  if (!button || !isAllowedEmbedSrc(src)) return;
  const frame = document.createElement('iframe');
  frame.src = `${src}${src.includes('youtube') ? '?autoplay=1' : ''}`;
  frame.title = button.getAttribute('data-embed-title') ?? 'Video';
  frame.className = 'article-embed-frame';
  frame.allow = 'autoplay; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  button.replaceWith(frame);
  frame.focus();
}

export function ArticleContent({ html }: { html: string }) {
  const deferred = useMemo(() => deferArticleEmbeds(html), [html]);
  // The clicks come from the buttons inside (keyboard activation clicks too); the div is not interactive.
  return <div className="article-content article-body" onClick={loadEmbed} dangerouslySetInnerHTML={{ __html: deferred }} />;
}
