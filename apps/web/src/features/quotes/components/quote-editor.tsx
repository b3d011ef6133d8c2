import '@mantine/core/styles/Fieldset.css';
import type { Quote } from '@focal/contracts/quotes/api';
import type { QuoteKind } from '@focal/contracts/quotes/content';
import { Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useCreateQuote } from '../api/create-quote';
import type { Pricing } from '../../../shared/documents/api/get-pricing';
import { useUpdateQuote } from '../api/update-quote';
import { draftOf, newDraft } from '../lib/draft';
import { useContentDraft } from '../lib/use-content-draft';
import { quotesMessages } from '../messages';
import { ContentFields } from './content-fields';
import { StaleNotice } from '../../../shared/documents/stale-notice';
import { TemplatePicker } from './template-picker';

const texts = quotesMessages.editor;

type Props = {
  kind: QuoteKind;
  jobId: string;
  /** The quote being edited (as loaded); none for a new one. */
  quote?: Quote;
  pricing: Pricing;
  /** After a new quote's first save: the page moves to its edit address. */
  onCreated: (quote: Quote) => void;
  /** A stale save's reload: the page reads the quote again and the editor starts over from it. */
  onReload: () => Promise<void>;
};

/**
 * The quote editor: the content (`ContentFields`, shared with the template editor), saved on the
 * version loaded, the user kept on the page. A new quote may start from a template of its kind.
 */
export function QuoteEditor({ kind, jobId, quote, pricing, onCreated, onReload }: Props) {
  const currency = quote?.currency ?? pricing.currency;
  const pricesIncludeTax = quote?.pricesIncludeTax ?? pricing.pricesIncludeTax;
  // The version the editor loaded: a refetch meanwhile changes neither it nor the draft.
  const [loaded, setLoaded] = useState(quote);
  const create = useCreateQuote();
  const update = useUpdateQuote(loaded?.id ?? '');
  const saving = create.isPending || update.isPending;
  const editor = useContentDraft({
    initial: quote ? draftOf(quote.content, currency) : newDraft(kind),
    currency,
    pricesIncludeTax,
    saving,
  });
  const { draft, guard } = editor;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = editor.check();
    if (!content) return;
    const saved = (next: Quote) => {
      setLoaded(next);
      editor.saved(draft);
    };
    if (!loaded) {
      create.mutate(
        { jobId, content },
        {
          onSuccess: (next) => {
            saved(next);
            notifySuccess(texts.created);
            guard.allowNext();
            onCreated(next);
          },
          onError: (error) => editor.onError(error),
        },
      );
      return;
    }
    update.mutate(
      { updatedAt: loaded.updatedAt, content },
      {
        onSuccess: (next) => {
          saved(next);
          notifySuccess(texts.saved);
        },
        onError: (error) => editor.onError(error),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={quote ? quotesMessages.editTitle[kind] : quotesMessages.newTitle[kind]}
    >
      <Stack gap="lg">
        {editor.stale && (
          <StaleNotice notice={editor.stale} reload={texts.reload} onReload={() => void onReload()} />
        )}
        {!loaded && (
          <TemplatePicker
            kind={kind}
            replacing={editor.dirty}
            onPick={(content) => editor.setDraft(draftOf(content, currency))}
          />
        )}
        <ContentFields
          draft={draft}
          pricing={pricing}
          currency={currency}
          pricesIncludeTax={pricesIncludeTax}
          errors={editor.errors}
          totals={editor.totals}
          onChange={editor.change}
        />
        <Group
          justify="flex-end"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2 }}
        >
          <Button type="submit" loading={saving}>
            {loaded ? texts.save : texts.create}
          </Button>
        </Group>
      </Stack>
      <LeaveDialog blocker={guard.blocker} text={texts.leaveText} />
    </form>
  );
}
