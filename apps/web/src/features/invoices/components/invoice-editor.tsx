import '@mantine/core/styles/Fieldset.css';
import type { Invoice } from '@focal/contracts/invoices/api';
import { computeDocument } from '@focal/contracts/money/document';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Pricing } from '../../../shared/documents/api/get-pricing';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { StaleNotice } from '../../../shared/documents/stale-notice';
import { TotalsTable } from '../../../shared/documents/totals-table';
import { type DraftRules, useContentDraft } from '../../../shared/documents/use-content-draft';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useCreateInvoice } from '../api/create-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { checkDraft, draftOf, errorAt, type InvoiceDraft, newDraft, readDraft } from '../lib/draft';
import { invoicesMessages } from '../messages';
import { EditorDetails } from './editor-details';
import { EditorLines } from './editor-lines';

const texts = invoicesMessages.editor;

/** The invoice's draft rules: the contract's checks, and the totals by `computeDocument`. */
const rules = {
  check: checkDraft,
  totals: (draft: InvoiceDraft, currency: string, pricesIncludeTax: boolean) => {
    const { content } = readDraft(draft, currency);
    return computeDocument({ currency, pricesIncludeTax, lines: content.lines, discount: content.discount });
  },
  invalid: texts.invalid,
} satisfies DraftRules<InvoiceDraft, unknown, unknown>;

type Props = {
  jobId: string;
  /** The draft being edited (as loaded); none for a new one. */
  invoice?: Invoice;
  pricing: Pricing;
  /** After a new invoice's first save: the page moves to its edit address. */
  onCreated: (invoice: Invoice) => void;
  /** A stale save's reload: the page reads the invoice again and the editor starts over from it. */
  onReload: () => Promise<void>;
};

/**
 * The invoice editor (drafts only): the draft as typed, its totals computed as the server computes
 * them (`computeDocument`), the contract's checks before sending, the server's field messages on
 * their fields, and a save that keeps the user on the page.
 */
export function InvoiceEditor({ jobId, invoice, pricing, onCreated, onReload }: Props) {
  const currency = invoice?.currency ?? pricing.currency;
  const pricesIncludeTax = invoice?.pricesIncludeTax ?? pricing.pricesIncludeTax;
  // The version the editor loaded: a refetch meanwhile changes neither it nor the draft.
  const [loaded, setLoaded] = useState(invoice);
  const create = useCreateInvoice();
  const update = useUpdateInvoice(loaded?.id ?? '');
  const saving = create.isPending || update.isPending;
  const editor = useContentDraft({
    rules,
    initial: invoice ? draftOf(invoice.content, currency) : newDraft(),
    currency,
    pricesIncludeTax,
    saving,
  });
  const { draft, errors, guard, onError, totals } = editor;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = editor.check();
    if (!content) return;
    const saved = (next: Invoice) => {
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
          onError: (error) => onError(error),
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
        onError: (error) => onError(error),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={invoice ? invoicesMessages.editTitle : invoicesMessages.newTitle}
    >
      <Stack gap="lg">
        {editor.stale && (
          <StaleNotice notice={editor.stale} reload={texts.reload} onReload={() => void onReload()} />
        )}
        <TextInput
          label={texts.title}
          withAsterisk
          maxLength={120}
          data-autofocus
          value={draft.title}
          error={errorAt(errors, 'title')}
          onChange={(e) => {
            const title = e.currentTarget.value;
            editor.change((d) => ({ ...d, title }));
          }}
        />
        <EditorLines
          draft={draft}
          currency={currency}
          rates={pricing.taxRates}
          errors={errors}
          onChange={editor.setDraft}
        />
        <EditorDetails draft={draft} currency={currency} errors={errors} onChange={editor.setDraft} />
        <TotalsTable
          totals={totals}
          currency={currency}
          pricesIncludeTax={pricesIncludeTax}
          testIds="invoice"
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
