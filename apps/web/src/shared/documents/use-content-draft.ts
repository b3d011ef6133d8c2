import { ErrorCode } from '@focal/contracts/error-codes';
import { useMemo, useState } from 'react';
import { handleApiError } from '../errors/handle-api-error';
import { isApiError } from '../http/api-error';
import { notifyError } from '../toasts/toasts';
import { editorPath, type FieldErrors } from './line-draft';
import { useLeaveGuard } from './use-leave-guard';

export type StaleNotice = { title: string; message: string };

/** A feature's rules for its draft; module-level, so their identity never changes. */
export type DraftRules<D, C, T> = {
  /** The content to send, or the messages by field. */
  check: (
    draft: D,
    currency: string,
  ) => { content: C; errors: null } | { content: null; errors: FieldErrors };
  /** The figures as the server computes them; may throw where the money module refuses. */
  totals: (draft: D, currency: string, pricesIncludeTax: boolean) => T;
  /** The toast when the draft does not pass its checks. */
  invalid: string;
};

export type DraftOptions<D> = {
  /** What the editor opens with: a saved document's or template's content, or a blank one. */
  initial: D;
  currency: string;
  pricesIncludeTax: boolean;
  saving: boolean;
  /** A change outside the content (a template's name) that leaving would lose. */
  otherChanges?: boolean;
};

type Options<D, C, T> = DraftOptions<D> & { rules: DraftRules<D, C, T> };

/**
 * What the quote, invoice and template editors share: the draft as typed against the one last
 * saved, its totals as the server computes them, the contract's checks before a save, the server's
 * field messages on their fields, a StaleVersion notice, and the leave guard.
 */
export function useContentDraft<D, C, T>({
  rules,
  initial,
  currency,
  pricesIncludeTax,
  saving,
  otherChanges = false,
}: Options<D, C, T>) {
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<StaleNotice | null>(null);
  const dirty = useMemo(() => !sameDraft(draft, baseline), [draft, baseline]);
  const guard = useLeaveGuard((dirty || otherChanges) && !saving);

  const totals = useMemo(() => {
    try {
      return rules.totals(draft, currency, pricesIncludeTax);
    } catch {
      return null;
    }
  }, [rules, draft, currency, pricesIncludeTax]);

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
  const check = (more: FieldErrors = {}): C | null => {
    const checked = rules.check(draft, currency);
    const found = { ...more, ...checked.errors };
    if (!checked.content || Object.keys(found).length > 0) {
      setErrors(found);
      notifyError(rules.invalid);
      return null;
    }
    setErrors({});
    return checked.content;
  };

  return {
    draft,
    /** Replaces the draft (a template's content poured into a new quote): still unsaved. */
    setDraft,
    change: (update: (d: D) => D) => setDraft(update),
    errors,
    setErrors,
    stale,
    dirty,
    guard,
    totals,
    onError,
    check,
    /** After a save: what was sent is the new baseline. */
    saved: (sent: D) => setBaseline(sent),
  };
}

/** Whether two drafts hold the same values, their rows' React keys aside: was anything changed? */
export const sameDraft = (a: unknown, b: unknown) =>
  JSON.stringify(stripKeys(a)) === JSON.stringify(stripKeys(b));

function stripKeys(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (name, v: unknown) => (name === 'key' ? undefined : v)));
}
