import { sharedMessages } from '../../shared/messages';
import type { EmptyPageTexts } from '../../shared/ui/empty-page';

export type QuoteType = 'fixed' | 'pick-and-choose';

const quote = (title: string): EmptyPageTexts => ({
  title,
  emptyTitle: 'Nothing to show for this quote',
  empty: 'Quotes will appear here once you create them.',
});
const notYet = (title: string, empty: string): EmptyPageTexts => ({
  title,
  emptyTitle: sharedMessages.notAvailableYet,
  empty,
});
const creating = 'Creating quotes is not available yet.';
const editing = 'Editing quotes is not available yet.';

export const quotesMessages: {
  quote: Record<QuoteType, EmptyPageTexts>;
  editor: Record<'new' | 'edit', Record<QuoteType, EmptyPageTexts>>;
} = {
  quote: { fixed: quote('Quote'), 'pick-and-choose': quote('Pick-and-choose quote') },
  editor: {
    new: {
      fixed: notYet('New quote', creating),
      'pick-and-choose': notYet('New pick-and-choose quote', creating),
    },
    edit: {
      fixed: notYet('Edit quote', editing),
      'pick-and-choose': notYet('Edit pick-and-choose quote', editing),
    },
  },
};
