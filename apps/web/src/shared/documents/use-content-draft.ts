import { useMemo } from 'react';
import { notifyError } from '../toasts/toasts';
import { editorPath, type FieldErrors } from './line-draft';
import { useSavedDraft } from './use-saved-draft';

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
  const { draft, setDraft, errors, setErrors, stale, dirty, guard, onError, saved } = useSavedDraft({
    initial,
    saving,
    otherChanges,
  });

  const totals = useMemo(() => {
    try {
      return rules.totals(draft, currency, pricesIncludeTax);
    } catch {
      return null;
    }
  }, [rules, draft, currency, pricesIncludeTax]);

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
    /** A refused save: StaleVersion as a notice, field messages on their fields (`fieldPath` maps the server's names). */
    onError: (error: unknown, fieldPath: (field: string) => string | null = editorPath) =>
      onError(error, fieldPath),
    check,
    /** After a save: what was sent is the new baseline. */
    saved,
  };
}
