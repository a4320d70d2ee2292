// Every error code the service can answer, with its HTTP status and meaning: the one catalogue the
// errors, the OpenAPI responses and the /docs table are made from. A code that is not here does not
// compile, and a code's status is stated once.

interface ErrorCodeEntry {
  status: number;
  meaning: string;
}

export const ERROR_CODES = {
  validation_failed: { status: 400, meaning: 'A field is missing, has the wrong type or format, or is not allowed; `fields` names each one.' },
  malformed_json: { status: 400, meaning: 'The body is not valid JSON, or is empty.' },
  bad_request: { status: 400, meaning: 'The request is not well-formed HTTP (a broken header or request line).' },
  bad_url: { status: 400, meaning: 'The address is not a valid URL (a broken percent-escape, say).' },
  unauthorized: { status: 401, meaning: 'Credentials are missing or wrong.' },
  invalid_signature: { status: 401, meaning: 'A payment notification is not signed by the provider.' },
  invalid_login: { status: 401, meaning: 'The Telegram login data is not signed by our bot, too old, or was used already; log in again.' },
  forbidden: { status: 403, meaning: 'The credentials do not allow this, or the path is not served.' },
  demo_login_disabled: { status: 403, meaning: 'Demo login exists only in demo mode; log in with Telegram.' },
  cross_site_request: { status: 403, meaning: 'A cookie-authenticated change did not come from a page of this site (its Origin or Referer names another site).' },
  consent_required: { status: 403, meaning: 'Agent claim: the person has not approved this agent yet; `consentUrl` is the page where they approve or refuse it.' },
  not_found: { status: 404, meaning: 'No such resource or route.' },
  method_not_allowed: { status: 405, meaning: 'The route exists but not for this method.' },
  not_acceptable: { status: 406, meaning: 'None of the media types in `Accept` can be served.' },
  request_timeout: { status: 408, meaning: 'The request line, headers or body took longer to arrive than the server waits (HTTP_HEADERS_TIMEOUT_SECONDS, HTTP_REQUEST_TIMEOUT_SECONDS); the connection is closed.' },
  idempotency_conflict: { status: 409, meaning: 'The Idempotency-Key was used before with a different body.' },
  payload_too_large: { status: 413, meaning: 'The body is larger than 16 KiB.' },
  uri_too_long: { status: 414, meaning: 'The address is longer than the server accepts.' },
  unsupported_media_type: { status: 415, meaning: 'Send Content-Type: application/json.' },
  header_too_large: { status: 431, meaning: 'The request line or headers are larger than the server accepts (16 KiB in all).' },
  unknown_product: { status: 422, meaning: 'The product is not in the catalog.' },
  unknown_addon: { status: 422, meaning: 'An add-on is not in the catalog.' },
  addon_not_allowed: { status: 422, meaning: 'An add-on cannot be ordered with this product.' },
  unsupported_currency: { status: 422, meaning: 'The order’s currency is not one the catalog sells in with an enabled payment provider; `fields` lists those that are.' },
  sum_mismatch: { status: 422, meaning: 'The sum differs from the catalog price; `expectedSum` gives it.' },
  unknown_city: { status: 422, meaning: 'The birth city was not found; `suggestions` lists close matches.' },
  ambiguous_city: { status: 422, meaning: 'The birth city is the name of several places that could as well be meant (Springfield); `candidates` lists them with their `placeId`: send one as meta.placeId, or write the region or country.' },
  unknown_place: { status: 422, meaning: 'meta.placeId is not the GeoNames id of a place we know; take it from GET /api/cities.' },
  invalid_catalog: { status: 422, meaning: 'The catalog change would make the catalog invalid.' },
  amount_mismatch: { status: 422, meaning: 'A payment notification does not match the payment.' },
  not_refundable: { status: 409, meaning: 'The order has nothing left to give back: it was never paid, or is refunded already.' },
  orders_in_progress: { status: 409, meaning: 'The account cannot be deleted yet: an order of it is paid and not yet delivered or refunded (or a refund is on its way); `detail` names each and what to do.' },
  not_resendable: { status: 409, meaning: 'Operator: the order has no reading to send again (not ready or delivered), or nobody has opened the bot for it yet.' },
  not_cancellable: { status: 409, meaning: 'Operator: only an unpaid order can be cancelled; a paid one is refunded instead.' },
  nothing_to_retry: { status: 409, meaning: 'Operator: the order has no job that failed for good (or not the one named).' },
  invalid_cursor: { status: 400, meaning: 'The `cursor` is not one this list handed out; start again without it.' },
  not_rebindable: { status: 409, meaning: 'The order cannot be given to another Telegram account: it was refunded, expired or cancelled, or its personal data was erased.' },
  payment_not_payable: { status: 409, meaning: 'The order can no longer be paid (paid, expired or cancelled).' },
  invalid_request: { status: 400, meaning: 'Agent registration: the body is not an object, or a field is missing or has the wrong type; `fields` names it (see /auth.md).' },
  unsupported_identity_type: { status: 422, meaning: 'Agent registration: `type` is neither "anonymous" nor "identity_assertion".' },
  anonymous_not_enabled: { status: 422, meaning: 'Agent registration: anonymous registration is switched off on this server; use an identity_assertion.' },
  unsupported_credential_type: { status: 422, meaning: 'Agent registration: `requested_credential_type` is not offered for this identity type.' },
  unsupported_assertion_type: { status: 422, meaning: 'Agent registration: `assertion_type` is not "messenger_login".' },
  invalid_assertion: { status: 422, meaning: 'Agent registration: the Telegram login data is incomplete or not signed by our bot.' },
  assertion_expired: { status: 422, meaning: 'Agent registration: the Telegram login data is too old (or dated in the future).' },
  assertion_replayed: { status: 422, meaning: 'Agent registration: this Telegram login data was used already.' },
  invalid_claim_token: { status: 400, meaning: 'Agent claim: the claim token or claim link is not one we issued, a fresher claim link replaced it, or its agent was revoked.' },
  claim_expired: { status: 410, meaning: 'Agent claim: the claim link and token have expired; the agent asks for fresh ones with its credential (POST /api/agent/auth/claim/renew).' },
  previously_claimed: { status: 409, meaning: 'Agent claim: the agent was claimed already; a claim works once.' },
  claim_refused: { status: 409, meaning: 'Agent claim: the person refused this agent.' },
  invalid_token: { status: 401, meaning: 'The bearer credential is unknown, expired or revoked (`WWW-Authenticate: Bearer error="invalid_token"`).' },
  insufficient_scope: { status: 403, meaning: 'The bearer credential lacks the scope this needs; `scope` names it.' },
  rate_limited: { status: 429, meaning: 'Too many requests from this client; retry after `Retry-After` seconds.' },
  internal_error: { status: 500, meaning: 'Something failed on our side; nothing was changed.' },
  provider_unavailable: { status: 503, meaning: 'The payment provider of this payment is not enabled on this installation.' },
  payment_provider_failed: { status: 503, meaning: 'The payment provider could not open the payment just now (unreachable, or it refused); nothing was charged and the order is kept: try again.' },
  checkout_disabled: { status: 503, meaning: 'Ordering is paused by the operator.' },
  busy: { status: 503, meaning: 'Too many chart computations are waiting; retry after `Retry-After` seconds.' },
  telegram_login_unavailable: { status: 503, meaning: 'Telegram login is not configured on this server (demo mode); use the demo login.' },
  unavailable: { status: 503, meaning: 'The service is starting, stopping or cannot reach its database.' },
  not_ready: { status: 503, meaning: 'Readiness: a part this process needs does not work (the database, Redis, or the job worker); `checks` names each part and what is wrong with it.' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const statusOf = (code: ErrorCode): number => ERROR_CODES[code].status;

/**
 * The code for an error that carries only an HTTP status (Fastify's own, a plugin's): the code that
 * describes the status, never merely the first catalogued code that shares it.
 */
export const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'header_too_large',
  503: 'unavailable',
};
