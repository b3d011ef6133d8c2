import type { ErrorBody, ResourceLink } from '@focal/contracts/errors';
import { sharedMessages } from '../messages';
import { loadErrorContracts } from './error-contracts';

/** Every failed call surfaces as one of these, carrying the spec's error body. */
export class ApiError extends Error {
  /** Set when the error already ended the session (450, failed refresh): nothing more to show. */
  sessionEnded = false;
  /**
   * Set when the error catalogue already acted on it (a modal, a navigation): callers stop what they
   * were doing and show nothing more.
   */
  handled = false;

  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.errorMessage);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code() {
    return this.body.errorCode;
  }

  get fields(): Record<string, string> {
    return this.body.data?.fields ?? {};
  }

  link(name: string): ResourceLink | undefined {
    return this.body.data?.resourcesLinks?.[name];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const NETWORK_ERROR = 'NetworkError';

export function networkError(): ApiError {
  return new ApiError(0, {
    errorCode: NETWORK_ERROR,
    errorTitle: sharedMessages.networkErrorTitle,
    errorMessage: sharedMessages.networkErrorMessage,
    data: null,
  });
}

/** A success answer without the `data` the call needs: the generic error, in the catalogue's words. */
export function malformedResponse(): ErrorBody {
  return {
    errorCode: 'Internal',
    errorTitle: sharedMessages.genericErrorTitle,
    errorMessage: sharedMessages.genericErrorMessage,
    data: null,
  };
}

/** Whether nothing more should be shown for this error: the session ended or the catalogue acted. */
export const isSettled = (error: unknown) => isApiError(error) && (error.sessionEnded || error.handled);

/** Reads an error response; anything that is not the spec's error body becomes a generic one. */
export async function toErrorBody(status: number, json: unknown): Promise<ErrorBody> {
  const { errorBodySchema } = await loadErrorContracts();
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) return parsed.data;
  return {
    errorCode: status === 429 ? 'RateLimited' : 'Internal',
    errorTitle: sharedMessages.genericErrorTitle,
    errorMessage: sharedMessages.genericErrorMessage,
    data: null,
  };
}

/**
 * Spec 01 §8 "JSON blob errors": a request that expects a file (a download) gets its error as a
 * Blob; its text is the usual JSON error body.
 */
export async function errorBodyFromBlob(status: number, blob: Blob): Promise<ErrorBody> {
  let json: unknown = null;
  try {
    json = JSON.parse(await blob.text());
  } catch {
    // Not JSON: the generic body below.
  }
  return toErrorBody(status, json);
}
