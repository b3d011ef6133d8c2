import { ErrorCode } from '@focal/contracts/error-codes';
import { handleApiError } from '../errors/handle-api-error';
import { isApiError } from '../http/api-error';

/** The server's words when a save is refused because someone saved since (StaleVersion). */
export type StaleNotice = { title: string; message: string };

/**
 * A refused save: stale (someone saved since) goes to `stale`, for the server's words with a
 * reload; a field the form has goes under it (`field` says whether it took it); anything else to
 * the error catalogue.
 */
export function onSaveError(
  error: unknown,
  handlers: { stale: (notice: StaleNotice) => void; field: (field: string, message: string) => boolean },
) {
  if (isApiError(error) && error.code === ErrorCode.StaleVersion)
    return handlers.stale({ title: error.body.errorTitle, message: error.body.errorMessage });
  handleApiError(error, { setFieldError: handlers.field });
}
