import { ErrorCode } from '@focal/contracts/error-codes';
import { quoteTotals } from '@focal/contracts/quotes/choice';
import type { QuoteContentInput } from '@focal/contracts/quotes/content';
import { useMemo, useState } from 'react';
import { useLeaveGuard } from '../../../shared/documents/use-leave-guard';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { notifyError } from '../../../shared/toasts/toasts';
import { quotesMessages } from '../messages';
import type { QuoteDraft } from './draft';
import { checkDraft, editorPath, type FieldErrors, readDraft } from './read-draft';

export type StaleNotice = { title: string; message: string };

type Options = {
  /** What the editor opens with: a saved quote's or template's content, or a blank one. */
  initial: QuoteDraft;
  currency: string;
  pricesIncludeTax: boolean;
  saving: boolean;
  /** A change outside the content (a template's name) that leaving would lose. */
  otherChanges?: boolean;
};

/**
 * What the quote editor and the template editor share: the draft as typed against the one last
 * saved, its totals as the server computes them (`quoteTotals`), the contract's checks before a
 * save, the server's field messages on their fields, a StaleVersion notice, and the leave guard.
 */
export function useContentDraft({
  initial,
  currency,
  pricesIncludeTax,
  saving,
  otherChanges = false,
}: Options) {
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<StaleNotice | null>(null);
  const dirty = useMemo(
    () => JSON.stringify(stripKeys(draft)) !== JSON.stringify(stripKeys(baseline)),
    [draft, baseline],
  );
  const guard = useLeaveGuard((dirty || otherChanges) && !saving);

  const totals = useMemo(() => {
    try {
      return quoteTotals(readDraft(draft, currency).content, { currency, pricesIncludeTax });
    } catch {
      return null;
    }
  }, [draft, currency, pricesIncludeTax]);

  /** A refused save: StaleVersion as a notice, field messages on their fields (`fieldPath` maps the server's names). */
  const onError = (error: unknown, fieldPath: (field: string) => string | null = editorPath) => {
    if (isApiError(error) && error.code === ErrorCode.StaleVersion) {
      setStale({ title: error.body.errorTitle, message: error.body.errorMessage });
      return;
    }
    handleApiError(error, {
      setFieldError: (field, message) => {
        const path = fieldPath(field);
        if (path === null) return false;
        setErrors((e) => ({ ...e, [path]: message }));
        return true;
      },
    });
  };

  /** The content to send, or null with the messages on their fields; `more` adds checks of the caller's own fields. */
  const check = (more: FieldErrors = {}): QuoteContentInput | null => {
    const checked = checkDraft(draft, currency);
    const found = { ...more, ...checked.errors };
    if (!checked.content || Object.keys(found).length > 0) {
      setErrors(found);
      notifyError(quotesMessages.editor.invalid);
      return null;
    }
    setErrors({});
    return checked.content;
  };

  return {
    draft,
    /** Replaces the draft (a template's content poured into a new quote): still unsaved. */
    setDraft,
    change: (update: (d: QuoteDraft) => QuoteDraft) => setDraft(update),
    errors,
    setErrors,
    stale,
    dirty,
    guard,
    totals,
    onError,
    check,
    /** After a save: what was sent is the new baseline. */
    saved: (sent: QuoteDraft) => setBaseline(sent),
  };
}

/** The draft without its rows' React keys, to tell whether anything was changed. */
function stripKeys(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (name, v: unknown) => (name === 'key' ? undefined : v)));
}
