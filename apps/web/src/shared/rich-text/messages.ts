/** The rich text editor's own words (the toolbar's are Mantine's). */
export const richTextMessages = {
  editorLoading: 'Loading the editor…',
} as const;
