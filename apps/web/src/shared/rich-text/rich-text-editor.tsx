import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { editorHtml } from './editor-html';

export type RichTextEditorProps = {
  /** The accessible name of the editable area. */
  label: string;
  initialHtml: string;
  /** The HTML after each change ('' when the editor is empty). */
  onChange: (html: string) => void;
  /** The tiptap editor, for what the caller does to it (read the HTML, insert a merge field). */
  onReady?: (editor: Editor) => void;
  /** Headings (H2, H3) and quotes: a template's body has them, a signature does not. */
  blocks?: boolean;
  /** The id of the text describing the content's problems: the area is then marked invalid. */
  errorId?: string | undefined;
  /** The least height of the editable area. */
  minHeight: number;
};

/**
 * Mantine's rich text editor (tiptap: StarterKit, and Mantine's Link with its Ctrl+K), the one
 * setup of the signature and of a template's body. The default export: callers load it lazily.
 */
export default function RichTextEditor({
  label,
  initialHtml,
  onChange,
  onReady,
  blocks = false,
  errorId,
  minHeight,
}: RichTextEditorProps) {
  const editor = useEditor({
    // StarterKit 3 brings a link extension of its own: Mantine's replaces it.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(errorId ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    },
    onCreate: ({ editor: created }) => onReady?.(created),
    onUpdate: ({ editor: updated }) => onChange(editorHtml(updated)),
  });

  return (
    <MantineEditor editor={editor}>
      <MantineEditor.Toolbar>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Bold />
          <MantineEditor.Italic />
          <MantineEditor.Underline />
          <MantineEditor.Strikethrough />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          {blocks && <MantineEditor.H2 />}
          {blocks && <MantineEditor.H3 />}
          <MantineEditor.BulletList />
          <MantineEditor.OrderedList />
          {blocks && <MantineEditor.Blockquote />}
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Link />
          <MantineEditor.Unlink />
        </MantineEditor.ControlsGroup>
      </MantineEditor.Toolbar>
      <MantineEditor.Content mih={minHeight} />
    </MantineEditor>
  );
}
