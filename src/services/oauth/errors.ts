// The errors of the OAuth endpoints, as RFC 6749 (5.2, 4.1.2.1), RFC 7591 (3.2.2) and RFC 8707 name
// them: the token and registration endpoints answer them as `{"error", "error_description"}` JSON,
// the authorization endpoint in the query of the client's redirect URI (or on a page when the
// redirect URI itself cannot be trusted).

export const OAUTH_ERRORS = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unauthorized_client: 400,
  unsupported_grant_type: 400,
  unsupported_response_type: 400,
  invalid_scope: 400,
  invalid_target: 400,
  access_denied: 403,
  invalid_redirect_uri: 400,
  invalid_client_metadata: 400,
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }

  get status(): number {
    return OAUTH_ERRORS[this.error];
  }

  toJSON() {
    return { error: this.error, error_description: this.description };
  }
}
