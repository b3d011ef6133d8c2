import { useState } from 'react';
import { sameDraft } from '../../../shared/documents/use-saved-draft';

export type DraftErrors<D> = Partial<Record<keyof D, string>>;

/**
 * What a money dialog (record a payment, refund one) holds: the draft as typed, each input's
 * message, and whether anything changed since it opened. A change clears the message of the inputs
 * it touches; `placeError` puts a server's field message under the input `fieldOf` names.
 */
export function useDialogDraft<D extends object>(
  start: () => D,
  fieldOf: (field: string) => keyof D | undefined,
) {
  const [initial] = useState(start);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors<D>>({});
  return {
    draft,
    errors,
    setErrors,
    dirty: !sameDraft(draft, initial),
    change: (patch: Partial<D>) => {
      setDraft((current) => ({ ...current, ...patch }));
      setErrors((current) => {
        const left = { ...current };
        for (const key of Object.keys(patch)) delete left[key as keyof D];
        return left;
      });
    },
    placeError: (field: string, message: string) => {
      const input = fieldOf(field);
      if (input) setErrors((current) => ({ ...current, [input]: message }));
      return input !== undefined;
    },
  };
}
