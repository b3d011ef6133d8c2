import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors } from './line-draft';
import { onSaveError, type StaleNotice } from './save-error';
import { useLeaveGuard } from './use-leave-guard';

type Options<D> = {
  /** What the editor opens with: the saved one's values, or a blank one's. */
  initial: D | (() => D);
  saving: boolean;
  /** A change outside the draft that leaving would lose. */
  otherChanges?: boolean;
};

/**
 * What an editor saved whole on the version it loaded needs: the draft as typed against the one
 * last saved, messages by field, a StaleVersion notice, and the leave guard while they differ.
 */
export function useSavedDraft<D>({ initial, saving, otherChanges = false }: Options<D>) {
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<StaleNotice | null>(null);
  const dirty = useMemo(() => !sameDraft(draft, baseline), [draft, baseline]);
  const guard = useLeaveGuard((dirty || otherChanges) && !saving);

  /** A refused save: StaleVersion as a notice, field messages on their fields (`fieldPath`: null for one the form has not). */
  const onError = (error: unknown, fieldPath: (field: string) => string | null) =>
    onSaveError(error, {
      stale: setStale,
      field: (field, message) => {
        const path = fieldPath(field);
        if (path === null) return false;
        setErrors((e) => ({ ...e, [path]: message }));
        return true;
      },
    });

  return {
    draft,
    setDraft,
    /** The draft last saved (or opened). */
    baseline,
    errors,
    setErrors,
    stale,
    dirty,
    guard,
    onError,
    /** After a save: what the server kept is the new baseline. */
    saved: (kept: D) => setBaseline(kept),
  };
}

/** A schema's refusals of a draft by field (the first for each), `key` placing a path as the editor does. */
export function messagesByField(error: z.ZodError, key = (path: string) => path): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of error.issues) found[key(issue.path.join('.'))] ??= issue.message;
  return found;
}

/** Whether two drafts hold the same values, their rows' React keys aside: was anything changed? */
export const sameDraft = (a: unknown, b: unknown) =>
  JSON.stringify(stripKeys(a)) === JSON.stringify(stripKeys(b));

function stripKeys(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (name, v: unknown) => (name === 'key' ? undefined : v)));
}
