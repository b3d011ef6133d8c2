import '@mantine/core/styles/Fieldset.css';
import { ErrorCode } from '@focal/contracts/error-codes';
import type { Quote } from '@focal/contracts/quotes/api';
import { quoteTotals } from '@focal/contracts/quotes/choice';
import type { QuoteKind } from '@focal/contracts/quotes/content';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { notifyError, notifySuccess } from '../../../shared/toasts/toasts';
import { useCreateQuote } from '../api/create-quote';
import type { Pricing } from '../api/get-pricing';
import { useUpdateQuote } from '../api/update-quote';
import { useLeaveGuard } from '../../../shared/documents/use-leave-guard';
import { draftOf, newDraft, type QuoteDraft } from '../lib/draft';
import { checkDraft, editorPath, errorAt, type FieldErrors, readDraft } from '../lib/read-draft';
import { quotesMessages } from '../messages';
import { EditorDetails } from './editor-details';
import { EditorItems } from './editor-items';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { TotalsTable } from './totals-table';

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
 * The quote editor: the draft as typed, its totals computed as the server computes them
 * (`quoteTotals`), the contract's checks before sending, the server's field messages on their
 * fields, and a save that keeps the user on the page.
 */
export function QuoteEditor({ kind, jobId, quote, pricing, onCreated, onReload }: Props) {
  const currency = quote?.currency ?? pricing.currency;
  const pricesIncludeTax = quote?.pricesIncludeTax ?? pricing.pricesIncludeTax;
  // The version the editor loaded: a refetch meanwhile changes neither it nor the draft.
  const [loaded, setLoaded] = useState(quote);
  const [baseline, setBaseline] = useState(() => (quote ? draftOf(quote.content, currency) : newDraft(kind)));
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<{ title: string; message: string } | null>(null);
  const create = useCreateQuote();
  const update = useUpdateQuote(loaded?.id ?? '');
  const saving = create.isPending || update.isPending;
  const dirty = useMemo(
    () => JSON.stringify(stripKeys(draft)) !== JSON.stringify(stripKeys(baseline)),
    [draft, baseline],
  );
  const guard = useLeaveGuard(dirty && !saving);

  const totals = useMemo(() => {
    try {
      return quoteTotals(readDraft(draft, currency).content, { currency, pricesIncludeTax });
    } catch {
      return null;
    }
  }, [draft, currency, pricesIncludeTax]);

  const change = (update: (d: QuoteDraft) => QuoteDraft) => setDraft(update);

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
    const saved = (next: Quote) => {
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
      aria-label={quote ? quotesMessages.editTitle[kind] : quotesMessages.newTitle[kind]}
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
            change((d) => ({ ...d, title }));
          }}
        />
        <EditorItems draft={draft} pricing={pricing} errors={errors} onChange={change} />
        <EditorDetails draft={draft} currency={currency} errors={errors} onChange={change} />
        <TotalsTable totals={totals} currency={currency} pricesIncludeTax={pricesIncludeTax} />
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
