// Toolbar buttons for the article nodes StarterKit lacks: a table (a header row and two body
// rows, as the articles write them), a callout around the current blocks, and a video embed.
import { useState } from 'react';
import { Button, Input, Popover, Tooltip } from 'antd';
import { InfoCircleOutlined, PlaySquareOutlined, TableOutlined } from '@ant-design/icons';
import { embedFromUrl } from '../../../../../../schema/validation/article-embeds';
import type { Editor, JSONContent } from '@tiptap/react';

const cell = (header: boolean, text: string): JSONContent => ({
  type: 'tableCell',
  attrs: { header },
  content: text ? [{ type: 'text', text }] : [],
});
const row = (header: boolean, texts: string[]): JSONContent => ({ type: 'tableRow', content: texts.map((text) => cell(header, text)) });

/** A new table: a header row and two empty body rows of three columns. */
const NEW_TABLE: JSONContent = {
  type: 'table',
  content: [
    { type: 'tableSection', attrs: { kind: 'thead' }, content: [row(true, ['Column 1', 'Column 2', 'Column 3'])] },
    { type: 'tableSection', attrs: { kind: 'tbody' }, content: [row(false, ['', '', '']), row(false, ['', '', ''])] },
  ],
};

export function InsertButtons({ editor, inCallout }: { editor: Editor; inCallout: boolean }) {
  return (
    <>
      <Tooltip title="Table" mouseEnterDelay={0.5}>
        <Button
          size="small"
          type="text"
          aria-label="Table"
          icon={<TableOutlined />}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.chain().focus().insertContent(NEW_TABLE).run()}
        />
      </Tooltip>
      <Tooltip title="Callout" mouseEnterDelay={0.5}>
        <Button
          size="small"
          type={inCallout ? 'primary' : 'text'}
          aria-label="Callout"
          aria-pressed={inCallout}
          icon={<InfoCircleOutlined />}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.chain().focus().toggleWrap('callout').run()}
        />
      </Tooltip>
      <EmbedButton editor={editor} />
    </>
  );
}

function EmbedButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const src = embedFromUrl(url);
  const insert = () => {
    if (!src || !title.trim()) return;
    editor
      .chain()
      .focus()
      .insertContent({ type: 'embed', attrs: { src, title: title.trim() } })
      .run();
    setOpen(false);
    setUrl('');
    setTitle('');
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Video (YouTube, Vimeo or Loom)"
      content={
        <div className="rte__popover rte__popover--image">
          <Input
            autoFocus
            aria-label="Video address"
            placeholder="https://www.youtube.com/watch?v=…"
            value={url}
            status={url.trim() && !src ? 'error' : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
          {url.trim() && !src && <span role="alert">Enter a YouTube, Vimeo or Loom video address.</span>}
          <Input
            aria-label="Video title"
            placeholder="Title (read out and shown on the play button)"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onPressEnter={insert}
          />
          <Button type="primary" onClick={insert} disabled={!src || !title.trim()}>
            Insert video
          </Button>
        </div>
      }
    >
      <span>
        <Tooltip title="Video" mouseEnterDelay={0.5}>
          <Button
            size="small"
            type="text"
            aria-label="Video"
            icon={<PlaySquareOutlined />}
            onMouseDown={(event) => event.preventDefault()}
          />
        </Tooltip>
      </span>
    </Popover>
  );
}
