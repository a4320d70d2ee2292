// application/problem+json (RFC 9457) with our stable `code`: the body of every error response.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const PROBLEM_TYPE = 'application/problem+json';

export const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() });

export const Problem = Type.Object(
  {
    ok: Type.Literal(false),
    type: Type.String({ description: 'URI of the documentation of this error code' }),
    title: Type.String(),
    status: Type.Integer(),
    code: Type.String({ description: 'Stable machine-readable error code' }),
    detail: Type.String(),
    instance: Type.Optional(Type.String()),
    fields: Type.Optional(Type.Array(FieldErrorSchema, { description: 'The failing inputs, for validation errors' })),
    expectedSum: Type.Optional(Type.Number()),
    currency: Type.Optional(Type.String()),
    suggestions: Type.Optional(Type.Array(Type.String())),
    retryAfter: Type.Optional(Type.Integer({ description: 'Seconds to wait, for rate_limited' })),
    scope: Type.Optional(Type.String({ description: 'The scope the request needs, for insufficient_scope' })),
  },
  { $id: 'Problem', title: 'Problem', additionalProperties: false },
);
export type ProblemBody = Static<typeof Problem>;

/** Every error code the API can answer, with its status and meaning: the /docs error table. */
export const ERROR_CODES: Record<string, { status: number; meaning: string }> = {
  validation_failed: { status: 400, meaning: 'A field is missing, has the wrong type or format, or is not allowed; `fields` names each one.' },
  malformed_json: { status: 400, meaning: 'The body is not valid JSON, or is empty.' },
  unauthorized: { status: 401, meaning: 'Credentials are missing or wrong.' },
  invalid_signature: { status: 401, meaning: 'A payment notification is not signed by the provider.' },
  invalid_login: { status: 401, meaning: 'The Telegram login data is not signed by our bot, too old, or was used already; log in again.' },
  demo_login_disabled: { status: 403, meaning: 'Demo login exists only in demo mode; log in with Telegram.' },
  telegram_login_unavailable: { status: 503, meaning: 'Telegram login is not configured on this server (demo mode); use the demo login.' },
  forbidden: { status: 403, meaning: 'The credentials do not allow this.' },
  cross_site_request: { status: 403, meaning: 'A cookie-authenticated change did not come from a page of this site (its Origin or Referer names another site).' },
  not_found: { status: 404, meaning: 'No such resource or route.' },
  method_not_allowed: { status: 405, meaning: 'The route exists but not for this method.' },
  idempotency_conflict: { status: 409, meaning: 'The Idempotency-Key was used before with a different body.' },
  payload_too_large: { status: 413, meaning: 'The body is larger than 16 KiB.' },
  unsupported_media_type: { status: 415, meaning: 'Send Content-Type: application/json.' },
  unknown_product: { status: 422, meaning: 'The product is not in the catalog.' },
  unknown_addon: { status: 422, meaning: 'An add-on is not in the catalog.' },
  addon_not_allowed: { status: 422, meaning: 'An add-on cannot be ordered with this product.' },
  sum_mismatch: { status: 422, meaning: 'The sum differs from the catalog price; `expectedSum` gives it.' },
  unknown_city: { status: 422, meaning: 'The birth city was not found; `suggestions` lists close matches.' },
  invalid_catalog: { status: 422, meaning: 'The catalog change would make the catalog invalid.' },
  amount_mismatch: { status: 422, meaning: 'A payment notification does not match the payment.' },
  payment_not_payable: { status: 409, meaning: 'The order can no longer be paid (paid, expired or cancelled).' },
  invalid_request: { status: 400, meaning: 'Agent registration: the body is not an object, or a field is missing or has the wrong type; `fields` names it (see /auth.md).' },
  unsupported_identity_type: { status: 422, meaning: 'Agent registration: `type` is neither "anonymous" nor "identity_assertion".' },
  anonymous_not_enabled: { status: 422, meaning: 'Agent registration: anonymous registration is switched off on this server; use an identity_assertion.' },
  unsupported_credential_type: { status: 422, meaning: 'Agent registration: `requested_credential_type` is not offered for this identity type.' },
  unsupported_assertion_type: { status: 422, meaning: 'Agent registration: `assertion_type` is not "messenger_login".' },
  invalid_assertion: { status: 422, meaning: 'Agent registration: the Telegram login data is incomplete or not signed by our bot.' },
  assertion_expired: { status: 422, meaning: 'Agent registration: the Telegram login data is too old (or dated in the future).' },
  assertion_replayed: { status: 422, meaning: 'Agent registration: this Telegram login data was used already.' },
  invalid_claim_token: { status: 400, meaning: 'Agent claim: the claim token or claim link is not one we issued, or its agent was revoked.' },
  claim_expired: { status: 410, meaning: 'Agent claim: the claim link and token have expired; the agent registers again.' },
  previously_claimed: { status: 409, meaning: 'Agent claim: the agent was claimed already; a claim works once.' },
  claim_refused: { status: 409, meaning: 'Agent claim: the person refused this agent.' },
  invalid_token: { status: 401, meaning: 'The bearer credential is unknown, expired or revoked (`WWW-Authenticate: Bearer error="invalid_token"`).' },
  insufficient_scope: { status: 403, meaning: 'The bearer credential lacks the scope this needs; `scope` names it.' },
  rate_limited: { status: 429, meaning: 'Too many requests from this client; retry after `Retry-After` seconds.' },
  internal_error: { status: 500, meaning: 'Something failed on our side; nothing was changed.' },
  checkout_disabled: { status: 503, meaning: 'Ordering is paused by the operator.' },
  unavailable: { status: 503, meaning: 'The service is starting, stopping or cannot reach its database.' },
};

/** OpenAPI/Fastify response entries for the given error statuses. */
export function problemResponses(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const status of statuses) {
    const codes = Object.entries(ERROR_CODES)
      .filter(([, v]) => v.status === status)
      .map(([k]) => k);
    out[status] = {
      description: `Problem details: ${codes.join(', ') || 'error'}`,
      content: { [PROBLEM_TYPE]: { schema: Type.Ref(Problem) } },
    } as unknown as TSchema;
  }
  return out;
}
