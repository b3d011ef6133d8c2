import { type ErrorBody, type ErrorCode, errorStatus } from '@focal/contracts';

type AppErrorData = NonNullable<ErrorBody['data']>;

/** The one error type: a code from the contracts, the texts the user sees, and optional data. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly data: AppErrorData | null;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    title: string,
    message: string,
    options: { data?: AppErrorData | null; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.title = title;
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return { errorCode: this.code, errorTitle: this.title, errorMessage: this.message, data: this.data };
  }
}

export const notFound = (what = 'That item') =>
  new AppError('NotFound', 'Not found', `${what} does not exist or you cannot see it.`);
