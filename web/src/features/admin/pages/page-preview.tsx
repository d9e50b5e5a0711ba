// The page editor's live preview (issue 31, decision 0065): the blocks as visitors will see them,
// drawn by the public site's own components (features/pages/page-blocks.tsx) as the fields change,
// with nothing saved. They render through a React portal into an iframe of this document (no
// address of its own, so no second app and no messages to pass): the iframe gives the page a real
// viewport, so the public CSS's phone rules apply at phone width, and the admin's styles mirrored
// into it (the stylesheets and Ant Design's run-time styles) make it look as on the site. Links and
// forms inside it do nothing: a preview never navigates the editor away or sends a lead.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Card, Segmented } from 'antd';
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { validateBlock, type Block } from '../../../../../schema/validation/page-blocks';
import { PageBlocks } from '../../pages/page-blocks';
import { blockLabel, type BlockValue } from './block-fields';
import { withoutEmpty } from './page-values';

type PreviewWidth = 'desktop' | 'phone';
/** The widths shown: a laptop and a common phone. */
const PREVIEW_WIDTHS: Record<PreviewWidth, number> = { desktop: 1280, phone: 375 };
/** The preview's height at its own scale. */
const FRAME_HEIGHT = 900;

/** Copy the editor's styles into the preview's document, and keep them in step. */
function mirrorStyles(target: Document): () => void {
  const sync = () => {
    target.head.replaceChildren(
      ...Array.from(document.head.querySelectorAll('style, link[rel="stylesheet"]')).map((node) => node.cloneNode(true)),
    );
    target.documentElement.className = document.documentElement.className;
    target.documentElement.lang = document.documentElement.lang;
  };
  sync();
  let pending = 0;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = window.requestAnimationFrame(() => {
      pending = 0;
      sync();
    });
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    if (pending) window.cancelAnimationFrame(pending);
  };
}

/** A preview is to look at: clicks on links and form submissions stop inside it. */
function keepInside(target: Document): () => void {
  const stopLink = (event: Event) => {
    if (event.target instanceof target.defaultView!.Element && event.target.closest('a[href]')) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  const stopSubmit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('click', stopLink, true);
  target.addEventListener('submit', stopSubmit, true);
  return () => {
    target.removeEventListener('click', stopLink, true);
    target.removeEventListener('submit', stopSubmit, true);
  };
}

/** The blocks whose fields pass, as the site will show them, and a note for each of the others. */
function previewBlocks(blocks: readonly BlockValue[]): { shown: Block[]; problems: string[] } {
  const shown: Block[] = [];
  const problems: string[] = [];
  blocks.forEach((value, index) => {
    const checked = validateBlock(withoutEmpty(value));
    if (checked.ok) shown.push(checked.block);
    else problems.push(`Block ${index + 1} (${blockLabel(value.type)}) is not shown yet: ${checked.errors[0]?.message ?? 'incomplete'}`);
  });
  return { shown, problems };
}

function PreviewBody({ blocks }: { blocks: readonly BlockValue[] }) {
  const { shown, problems } = useMemo(() => previewBlocks(blocks), [blocks]);
  if (blocks.length === 0) return <p className="page-preview__note">The page's blocks appear here as you add them.</p>;
  return (
    <div className="site">
      {problems.map((problem) => (
        <p key={problem} className="page-preview__note" role="note">
          {problem}
        </p>
      ))}
      {/* A div, not <main>: the admin page has its main landmark already (axe: landmark-unique). */}
      <div className="site-main">
        <div className="content-page-blocks">
          <PageBlocks blocks={shown} />
        </div>
      </div>
    </div>
  );
}

/** The iframe whose document the preview renders into. */
function PreviewFrame({ width, blocks, title }: { width: number; blocks: readonly BlockValue[]; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<Document | null>(null);
  const [available, setAvailable] = useState(width);
  // The iframe's document: there at once in Chromium; some browsers replace it when the empty
  // iframe fires `load`, so that event attaches again.
  const attach = () => {
    const next = frame.current?.contentDocument ?? null;
    if (next?.body) setTarget((now) => (now === next ? now : next));
  };
  useEffect(attach, []);

  useEffect(() => {
    if (!target) return;
    target.body.className = 'page-preview__document';
    const unmirror = mirrorStyles(target);
    const unkeep = keepInside(target);
    return () => {
      unmirror();
      unkeep();
    };
  }, [target]);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, available / width);
  return (
    <div ref={box} className="page-preview__stage" style={{ height: FRAME_HEIGHT * scale }}>
      <iframe
        ref={frame}
        onLoad={attach}
        title={title}
        className="page-preview__frame"
        style={{ width, height: FRAME_HEIGHT, transform: `scale(${scale})` }}
      />
      {target && createPortal(<PreviewBody blocks={blocks} />, target.body)}
    </div>
  );
}

export function PagePreview({ blocks }: { blocks: readonly BlockValue[] }) {
  const [mode, setMode] = useState<PreviewWidth>('desktop');
  return (
    <Card
      className="admin-card page-preview"
      title={<h2 className="page-preview__title">Live preview</h2>}
      extra={
        <Segmented<PreviewWidth>
          aria-label="Preview width"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'desktop', label: 'Desktop', icon: <DesktopOutlined aria-hidden /> },
            { value: 'phone', label: 'Phone', icon: <MobileOutlined aria-hidden /> },
          ]}
        />
      }
    >
      <PreviewFrame
        key={mode}
        width={PREVIEW_WIDTHS[mode]}
        blocks={blocks}
        title={`Preview of the page at ${mode} width (${PREVIEW_WIDTHS[mode]} pixels)`}
      />
    </Card>
  );
}
