import type { Editor } from '@tiptap/react';

/** An editor with no text gives '<p></p>': that is an empty signature or body. */
export const editorHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());
