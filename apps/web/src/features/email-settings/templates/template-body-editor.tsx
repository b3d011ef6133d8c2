import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { templateMessages } from './messages';

/** An editor with no text gives '<p></p>': that is an empty body. */
const editorHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

type Props = {
  initialHtml: string;
  onChange: (html: string) => void;
  onReady: (editor: Editor) => void;
  /** The problems of the body, described by the editor. */
  errorId?: string | undefined;
};

/** The template's body in Mantine's rich text editor (tiptap: StarterKit, Mantine's Link). */
export function TemplateBodyEditor({ initialHtml, onChange, onReady, errorId }: Props) {
  const editor = useEditor({
    // StarterKit 3 brings a link extension of its own: Mantine's replaces it.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': templateMessages.editor.body,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(errorId ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    },
    onCreate: ({ editor: created }) => onReady(created),
    onUpdate: ({ editor: updated }) => onChange(editorHtml(updated)),
  });

  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={200} />
    </RichTextEditor>
  );
}
