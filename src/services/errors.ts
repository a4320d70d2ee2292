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
}

export const validationFailed = (fields: FieldError[]) =>
  new AppError('validation_failed', fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields });

export const notFound = (what: string) => new AppError('not_found', `${what} was not found`);
