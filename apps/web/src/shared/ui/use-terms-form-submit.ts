import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { handleApiError } from '../errors/handle-api-error';
import { serverFieldSetter } from './server-field-errors';
import { useTermsReminder } from './terms-checkbox';

/**
 * The submit of every form with the terms checkbox (sign-up, invitation, both completions): `send`
 * the valid values; a refusal's field messages go under the inputs (the rest through the error
 * catalogue); submitted unticked, the terms reminder shows for 3 s (spec 01 §5).
 */
export function useTermsFormSubmit<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  fields: readonly Path<V>[],
  send: (values: Out) => Promise<unknown>,
) {
  const [termsReminder, setTermsReminder] = useTermsReminder();
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await send(values);
      } catch (error) {
        handleApiError(error, {
          setFieldError: serverFieldSetter(form as unknown as UseFormReturn<V>, fields),
        });
      }
    },
    (invalid) => setTermsReminder(Boolean(invalid.termsOfUseAccepted)),
  );
  return { onSubmit, termsReminder };
}
