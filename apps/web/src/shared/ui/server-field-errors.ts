import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts the messages of a 400's `data.fields` under the form's inputs; the first one gets focus.
 * Returns false for a field the form does not show, so the caller can toast it instead.
 */
export function serverFieldSetter<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly Path<T>[]) {
  let focused = false;
  return (field: string, message: string) => {
    const name = fields.find((candidate) => candidate === field);
    if (!name) return false;
    form.setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
    return true;
  };
}
