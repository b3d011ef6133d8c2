import { TextInput } from '@mantine/core';
import type { Pricing } from '../../../shared/documents/api/get-pricing';
import type { QuoteDraft } from '../lib/draft';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { quotesMessages } from '../messages';
import { EditorDetails } from './editor-details';
import { EditorItems } from './editor-items';
import { type TotalsFigures, TotalsTable } from '../../../shared/documents/totals-table';

const texts = quotesMessages.editor;

type Props = {
  draft: QuoteDraft;
  pricing: Pricing;
  currency: string;
  pricesIncludeTax: boolean;
  errors: FieldErrors;
  totals: TotalsFigures | null;
  onChange: (change: (draft: QuoteDraft) => QuoteDraft) => void;
  /** A template says what its quotes are titled, and has no expiry day nor message (a quote's own). */
  template?: boolean;
};

/** A quote's content as the quote editor and the template editor edit it: title, items, details, totals. */
export function ContentFields({
  draft,
  pricing,
  currency,
  pricesIncludeTax,
  errors,
  totals,
  onChange,
  template,
}: Props) {
  return (
    <>
      <TextInput
        label={template ? texts.templateTitle : texts.title}
        description={template ? texts.templateTitleHint : undefined}
        withAsterisk
        maxLength={120}
        data-autofocus={template ? undefined : true}
        value={draft.title}
        error={errorAt(errors, 'title')}
        onChange={(e) => {
          const title = e.currentTarget.value;
          onChange((d) => ({ ...d, title }));
        }}
      />
      <EditorItems draft={draft} pricing={pricing} errors={errors} onChange={onChange} />
      <EditorDetails
        draft={draft}
        currency={currency}
        errors={errors}
        onChange={onChange}
        template={template}
      />
      <TotalsTable
          totals={totals}
          currency={currency}
          pricesIncludeTax={pricesIncludeTax}
          taxableOn={false}
          testIds="quote"
        />
    </>
  );
}
