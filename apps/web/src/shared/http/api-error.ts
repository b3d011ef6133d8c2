import type { ErrorBody, ResourceLink } from '@focal/contracts/errors';
import { sharedMessages } from '../messages';
import { loadErrorContracts } from './error-contracts';

/** Every failed call surfaces as one of these, carrying the spec's error body. */
export class ApiError extends Error {
  /** Set when the error already ended the session (450, failed refresh): nothing more to show. */
  sessionEnded = false;

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

export const NETWORK_ERROR = 'NetworkError';

export function networkError(): ApiError {
  return new ApiError(0, {
    errorCode: NETWORK_ERROR,
    errorTitle: sharedMessages.networkErrorTitle,
    errorMessage: sharedMessages.networkErrorMessage,
    data: null,
  });
}

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
