import { useCallback, useRef } from 'react';
import { isApiError } from '../../../shared/http/api-error';

/**
 * Whether an answer settles the attempt. A network error or a server failure (5xx) may or may not
 * have charged the card, so the retry must send the same key and get the first answer; any
 * answer from the server about the request itself (success, decline, a refused code) is final.
 */
export const isDefinitive = (error: unknown) =>
  !isApiError(error) || (error.status >= 400 && error.status < 500);

/**
 * One idempotency key per payment attempt (made when the page opens): a double click or a retry
 * after a network error pays once. `next()` starts a new attempt after a definitive answer.
 */
export function useIdempotencyKey() {
  const key = useRef<string>(null);
  key.current ??= crypto.randomUUID();
  const next = useCallback(() => {
    key.current = crypto.randomUUID();
  }, []);
  return { current: () => key.current!, next };
}
