// The one error type services throw; the HTTP layer turns it into application/problem+json.

export interface FieldError {
  field: string; // dotted path of the failing input: "meta.day", "addons[1]"
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extra: { fields?: FieldError[]; headers?: Record<string, string>; [key: string]: unknown } = {},
  ) {
    super(detail);
  }
}

export const validationFailed = (fields: FieldError[]) =>
  new AppError(400, 'validation_failed', fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields });

export const notFound = (what: string) => new AppError(404, 'not_found', `${what} was not found`);
