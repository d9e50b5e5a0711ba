// The blog content field: a TipTap editor whose schema (./editor/article-extensions) holds
// everything the article allow-list keeps — tables, figures, callouts, anchors — with a toolbar,
// and a 'Source' toggle to edit the raw HTML. Only the blog editor page imports this module, so
// TipTap ships in that lazy chunk alone; it creates the editor in an effect (immediatelyRender:
// false), so nothing touches the DOM during a render or on import.
//
// The HTML in the form is the truth. The visual editor writes to it only when the admin edits
// there. HTML the editor would not give back as it was (hand-written markup outside the
// allow-list) opens in Source view with a warning, so a load-and-save never changes it.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { CodeOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { articleExtensions } from './editor/article-extensions';
import { canonicalArticleHtml, compactEditorHtml } from './editor/article-html-form';
import { FormattingButtons } from './editor/formatting-buttons';
import '../../../app/article-body.css';

/** The editor's HTML for the form: '' when empty, list items and quotes as the articles write them. */
function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : compactEditorHtml(editor.getHTML());
}

/** True when the visual editor shows the HTML as it is, so saving from there changes nothing. */
function holdsUnchanged(editor: Editor, html: string): boolean {
  return canonicalArticleHtml(editorHtml(editor)) === canonicalArticleHtml(html);
}

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  invalid?: boolean;
  /** The id of the field's message, for aria-describedby. */
  describedBy?: string;
}

export function RichTextEditor({ id, value, onChange, onBlur, invalid, describedBy }: RichTextEditorProps) {
  const [mode, setMode] = useState<'visual' | 'source'>('visual');
  // Set once the editor has loaded the HTML: whether it shows it unchanged.
  const [unsupported, setUnsupported] = useState(false);
  // The editor keeps the callbacks it was created with; these refs always lead to the latest.
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });
  const editor = useEditor({
    extensions: articleExtensions(),
    content: value,
    immediatelyRender: false,
    onCreate: ({ editor: created }) => {
      if (holdsUnchanged(created, value)) return;
      setUnsupported(true);
      setMode('source');
    },
    onUpdate: ({ editor: current }) => callbacks.current.onChange(editorHtml(current)),
    onBlur: () => callbacks.current.onBlur(),
  });

  // The editable area carries the field's accessible name and error state.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          id: `${id}-visual`,
          class: 'rte__content admin-article article-body',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': 'Content',
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
      },
    });
  }, [editor, id, invalid, describedBy]);

  const switchTo = (next: 'visual' | 'source') => {
    // Back from Source: the visual editor shows the HTML as it now stands, without writing it back.
    if (next === 'visual' && editor) {
      editor.commands.setContent(value, { emitUpdate: false });
      setUnsupported(!holdsUnchanged(editor, value));
    }
    setMode(next);
  };

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label="Formatting">
        {mode === 'visual' && editor ? <FormattingButtons editor={editor} /> : <span className="rte__hint">Editing the HTML source</span>}
        <Button
          className="rte__source"
          size="small"
          type={mode === 'source' ? 'primary' : 'default'}
          icon={<CodeOutlined aria-hidden />}
          aria-pressed={mode === 'source'}
          onClick={() => switchTo(mode === 'source' ? 'visual' : 'source')}
        >
          Source
        </Button>
      </div>
      {unsupported && (
        <Alert
          className="rte__warning"
          type="warning"
          showIcon
          title={
            mode === 'source'
              ? 'This article contains HTML the visual editor cannot show as written. Edit it here, in the HTML source.'
              : 'This article contains HTML the visual editor cannot show as written: editing here will change it. Use Source to keep it.'
          }
        />
      )}
      {mode === 'source' ? (
        <Input.TextArea
          id={id}
          className="rte__source-text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoSize={{ minRows: 14, maxRows: 40 }}
          spellCheck={false}
          aria-label="Content (HTML source)"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      ) : editor ? (
        <EditorContent editor={editor} className="rte__surface" />
      ) : (
        <div className="rte__surface rte__surface--loading" aria-busy="true" />
      )}
    </div>
  );
}
