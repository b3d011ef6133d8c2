import { quoteTotals } from '@focal/contracts/quotes/choice';
import {
  type DraftOptions,
  type DraftRules,
  useContentDraft as useDraft,
} from '../../../shared/documents/use-content-draft';
import { quotesMessages } from '../messages';
import type { QuoteDraft } from './draft';
import { checkDraft, readDraft } from './read-draft';

const rules = {
  check: checkDraft,
  totals: (draft: QuoteDraft, currency: string, pricesIncludeTax: boolean) =>
    quoteTotals(readDraft(draft, currency).content, { currency, pricesIncludeTax }),
  invalid: quotesMessages.editor.invalid,
} satisfies DraftRules<QuoteDraft, unknown, unknown>;

/** The shared editor draft with the quote's rules (the quote editor, the template editor). */
export const useContentDraft = (options: DraftOptions<QuoteDraft>) => useDraft({ ...options, rules });
