// The visual editor's toolbar (rich-text-editor.tsx): inline marks, headings, lists, quote, code,
// rule, link, image (by address or from the media library), the article nodes StarterKit lacks
// (insert-buttons.tsx), undo and redo. Each button shows whether its mark or node is active.
import { useState, type ReactNode } from 'react';
import { Button, Divider, Input, Popover, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { LibraryImageButton } from '../../media/library-image-button';
import { InsertButtons } from './insert-buttons';

export function FormattingButtons({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      callout: e.isActive('callout'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Space size={2} wrap className="rte__buttons">
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()} icon={<BoldOutlined />} />
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()} icon={<ItalicOutlined />} />
      <ToolButton label="Underline" active={state.underline} onClick={() => chain().toggleUnderline().run()} icon={<UnderlineOutlined />} />
      <ToolButton
        label="Strikethrough"
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
        icon={<StrikethroughOutlined />}
      />
      <ToolButton label="Inline code" active={state.code} onClick={() => chain().toggleCode().run()} icon={<CodeOutlined />} />
      <Divider orientation="vertical" />
      <ToolButton label="Heading 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} text="H2" />
      <ToolButton label="Heading 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} text="H3" />
      <ToolButton label="Heading 4" active={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()} text="H4" />
      <ToolButton
        label="Bullet list"
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
        icon={<UnorderedListOutlined />}
      />
      <ToolButton
        label="Numbered list"
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
        icon={<OrderedListOutlined />}
      />
      <ToolButton label="Quote" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()} text="“ ”" />
      <ToolButton label="Code block" active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()} text="{ }" />
      <ToolButton label="Horizontal rule" onClick={() => chain().setHorizontalRule().run()} icon={<LineOutlined />} />
      <Divider orientation="vertical" />
      <LinkButton editor={editor} active={state.link} href={state.href} />
      <ImageButton editor={editor} />
      <LibraryImageButton onInsert={(image) => editor.chain().focus().setImage(image).run()} />
      <InsertButtons editor={editor} inCallout={state.callout} />
      <Divider orientation="vertical" />
      <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()} icon={<UndoOutlined />} />
      <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()} icon={<RedoOutlined />} />
    </Space>
  );
}

interface ToolButtonProps {
  label: string;
  onClick?: () => void;
  active?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  text?: string;
}

function ToolButton({ label, onClick, active, disabled, icon, text }: ToolButtonProps) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.5}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={false}
        // WCAG 2.5.3: a button with visible text ('H2') has a name that starts with it.
        aria-label={text ? `${text}, ${label}` : label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onClick={onClick}
        icon={icon}
        // Keep the text selection while a button is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {text && <span className="rte__button-text">{text}</span>}
      </Button>
    </Tooltip>
  );
}

function LinkButton({ editor, active, href }: { editor: Editor; active: boolean; href: string }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const apply = () => {
    const address = url.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!address) chain.unsetLink().run();
    else if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    } else chain.setLink({ href: address }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUrl(href);
      }}
      trigger="click"
      title="Link"
      content={
        <Space.Compact className="rte__popover">
          <Input
            autoFocus
            aria-label="Link address"
            placeholder="https://example.com"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              apply();
            }}
          />
          <Button type="primary" onClick={apply}>
            {url.trim() ? 'Apply' : 'Remove'}
          </Button>
        </Space.Compact>
      }
    >
      <span>
        <ToolButton label="Link" active={active} icon={<LinkOutlined />} />
      </span>
    </Popover>
  );
}

function ImageButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const insert = () => {
    const address = src.trim();
    if (address)
      editor
        .chain()
        .focus()
        .setImage({ src: address, alt: alt.trim() || undefined })
        .run();
    setOpen(false);
    setSrc('');
    setAlt('');
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Image"
      content={
        <div className="rte__popover rte__popover--image">
          <Input
            autoFocus
            aria-label="Image address"
            placeholder="https://example.com/chart.png"
            value={src}
            onChange={(event) => setSrc(event.target.value)}
          />
          <Input
            aria-label="Image description"
            placeholder="Description (alt text)"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            onPressEnter={insert}
          />
          <Button type="primary" onClick={insert} disabled={!src.trim()}>
            Insert image
          </Button>
        </div>
      }
    >
      <span>
        <ToolButton label="Image" icon={<PictureOutlined />} />
      </span>
    </Popover>
  );
}
