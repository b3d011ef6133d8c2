export type QuoteType = 'fixed' | 'pick-and-choose';

export const quotesMessages = {
  title: { fixed: 'Quote', 'pick-and-choose': 'Pick-and-choose quote' },
  empty: 'Quotes will appear here once you create them.',
  emptyTitle: 'Nothing to show for this quote',
  editor: {
    new: { fixed: 'New quote', 'pick-and-choose': 'New pick-and-choose quote' },
    edit: { fixed: 'Edit quote', 'pick-and-choose': 'Edit pick-and-choose quote' },
  },
  editorText: { new: 'Creating quotes is not available yet.', edit: 'Editing quotes is not available yet.' },
} as const;
