import { Box, Skeleton } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { lazy, Suspense } from 'react';
import { richTextMessages as texts } from './messages';
import type { RichTextEditorProps } from './rich-text-editor';

// tiptap is most of the page's code and only an editor needs it: it arrives with the first editor.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The toolbar's row above the editable area, so the skeleton is about the editor's height. */
const TOOLBAR_HEIGHT = 50;

/** The feature's rich text editor, loaded when first drawn: a skeleton of its size until then. */
export function RichTextField(props: RichTextEditorProps) {
  const fallback = (
    <Box role="status" aria-busy="true" aria-label={texts.editorLoading}>
      <Skeleton height={props.minHeight + TOOLBAR_HEIGHT} />
    </Box>
  );
  return (
    <Suspense fallback={fallback}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
