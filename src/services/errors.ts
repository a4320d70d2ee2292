// The one error type services throw; the HTTP layer turns it into application/problem+json. Its
// status comes from the code's catalogue entry, so the two never disagree.
import { statusOf, type ErrorCode } from './error-codes.js';

export type { ErrorCode } from './error-codes.js';

export interface FieldError {
  field: string; // dotted path of the failing input: "meta.day", "addons[1]"
  message: string;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extra: { fields?: FieldError[]; headers?: Record<string, string>; [key: string]: unknown } = {},
  ) {
    super(detail);
    this.status = statusOf(code);
  }

  /**
   * A refusal that floods bring by the thousand a second (busy, rate limited): made without a stack
   * trace, which nobody reads for an expected answer and which was the costliest part of making one.
   */
  static refusal(code: ErrorCode, detail: string, extra: AppError['extra'] = {}): AppError {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return new AppError(code, detail, extra);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}

export const validationFailed = (fields: FieldError[]) =>
  new AppError('validation_failed', fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields });

export const notFound = (what: string) => new AppError('not_found', `${what} was not found`);

/** For `.catch`: a lookup of something that is not there gives null; any other failure stays one. */
export function nullIfNotFound(error: unknown): null {
  if (error instanceof AppError && error.code === 'not_found') return null;
  throw error;
}
