import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { editorHtml } from '../lib/editor-html';
import { emailSettingsMessages } from '../messages';

const texts = emailSettingsMessages.signature;

type Props = { initialHtml: string; onChange: (html: string) => void; onReady?: (editor: Editor) => void };

/**
 * Mantine's rich text editor (tiptap: StarterKit, and Mantine's Link with its Ctrl+K). The default
 * export, loaded lazily: the page draws its sections while the editor's code arrives.
 */
export default function SignatureEditor({ initialHtml, onChange, onReady }: Props) {
  const editor = useEditor({
    // StarterKit 3 brings a link extension of its own: Mantine's replaces it.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-label': texts.editorLabel, 'aria-multiline': 'true', role: 'textbox' },
    },
    onCreate: ({ editor: created }) => onReady?.(created),
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
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={120} />
    </RichTextEditor>
  );
}
