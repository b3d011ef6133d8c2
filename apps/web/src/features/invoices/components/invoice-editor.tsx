import '@mantine/core/styles/Fieldset.css';
import { ErrorCode } from '@focal/contracts/error-codes';
import type { Invoice } from '@focal/contracts/invoices/api';
import { computeDocument } from '@focal/contracts/money/document';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { notifyError, notifySuccess } from '../../../shared/toasts/toasts';
import { useCreateInvoice } from '../api/create-invoice';
import type { Pricing } from '../../../shared/documents/api/get-pricing';
import { useUpdateInvoice } from '../api/update-invoice';
import { useLeaveGuard } from '../../../shared/documents/use-leave-guard';
import {
  checkDraft,
  draftOf,
  editorPath,
  errorAt,
  type FieldErrors,
  type InvoiceDraft,
  newDraft,
  readDraft,
} from '../lib/draft';
import { invoicesMessages } from '../messages';
import { EditorDetails } from './editor-details';
import { EditorLines } from './editor-lines';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { TotalsTable } from '../../../shared/documents/totals-table';

const texts = invoicesMessages.editor;

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
  const [baseline, setBaseline] = useState(() => (invoice ? draftOf(invoice.content, currency) : newDraft()));
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<{ title: string; message: string } | null>(null);
  const create = useCreateInvoice();
  const update = useUpdateInvoice(loaded?.id ?? '');
  const saving = create.isPending || update.isPending;
  const dirty = useMemo(
    () => JSON.stringify(stripKeys(draft)) !== JSON.stringify(stripKeys(baseline)),
    [draft, baseline],
  );
  const guard = useLeaveGuard(dirty && !saving);

  const totals = useMemo(() => {
    try {
      const { content } = readDraft(draft, currency);
      return computeDocument({
        currency,
        pricesIncludeTax,
        lines: content.lines,
        discount: content.discount,
      });
    } catch {
      return null;
    }
  }, [draft, currency, pricesIncludeTax]);

  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.StaleVersion) {
      setStale({ title: error.body.errorTitle, message: error.body.errorMessage });
      return;
    }
    handleApiError(error, {
      setFieldError: (field, message) => {
        const path = editorPath(field);
        if (path === null) return false;
        setErrors((e) => ({ ...e, [path]: message }));
        return true;
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, currency);
    if (checked.errors) {
      setErrors(checked.errors);
      notifyError(texts.invalid);
      return;
    }
    setErrors({});
    const saved = (next: Invoice) => {
      setLoaded(next);
      setBaseline(draft);
    };
    if (!loaded) {
      create.mutate(
        { jobId, content: checked.content },
        {
          onSuccess: (next) => {
            saved(next);
            notifySuccess(texts.created);
            guard.allowNext();
            onCreated(next);
          },
          onError,
        },
      );
      return;
    }
    update.mutate(
      { updatedAt: loaded.updatedAt, content: checked.content },
      {
        onSuccess: (next) => {
          saved(next);
          notifySuccess(texts.saved);
        },
        onError,
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
        {stale && (
          <Alert color="orange" title={stale.title} role="alert">
            {stale.message}
            <Button display="block" mt="sm" size="xs" variant="default" onClick={() => void onReload()}>
              {texts.reload}
            </Button>
          </Alert>
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
            setDraft((d: InvoiceDraft) => ({ ...d, title }));
          }}
        />
        <EditorLines
          draft={draft}
          currency={currency}
          rates={pricing.taxRates}
          errors={errors}
          onChange={setDraft}
        />
        <EditorDetails draft={draft} currency={currency} errors={errors} onChange={setDraft} />
        <TotalsTable totals={totals} currency={currency} pricesIncludeTax={pricesIncludeTax} testIds="invoice" />
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

/** The draft without its rows' React keys, to tell whether anything was changed. */
function stripKeys(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (name, v: unknown) => (name === 'key' ? undefined : v)));
}
