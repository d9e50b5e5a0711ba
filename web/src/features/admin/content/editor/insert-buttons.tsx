// Toolbar buttons for the article nodes StarterKit lacks: a table (a header row and two body
// rows, as the articles write them) and a callout around the current blocks.
import { Button, Tooltip } from 'antd';
import { TableOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { Editor, JSONContent } from '@tiptap/react';

const cell = (header: boolean, text: string): JSONContent => ({
  type: 'tableCell',
  attrs: { header },
  content: text ? [{ type: 'text', text }] : [],
});
const row = (header: boolean, texts: string[]): JSONContent => ({ type: 'tableRow', content: texts.map((text) => cell(header, text)) });

/** A new table: a header row and two empty body rows of three columns. */
export const NEW_TABLE: JSONContent = {
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
    </>
  );
}
