import { ErrorCode } from '@focal/contracts/error-codes';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import type { Stale } from '../components/stale-alert';

/**
 * A refused save: stale (someone saved since) shows the server's words with a reload; a field the
 * form has goes under it; anything else to the error catalogue.
 */
export function onSaveError(
  error: unknown,
  handlers: { stale: (stale: Stale) => void; field: (field: string, message: string) => boolean },
) {
  if (isApiError(error) && error.code === ErrorCode.StaleVersion)
    return handlers.stale({ title: error.body.errorTitle, message: error.body.errorMessage });
  handleApiError(error, { setFieldError: handlers.field });
}
