// The errors of the OAuth endpoints, as RFC 6749 (5.2, 4.1.2.1), RFC 7591 (3.2.2) and RFC 8707 name
// them: the token and registration endpoints answer them as `{"error", "error_description"}` JSON,
// the authorization endpoint in the query of the client's redirect URI (or on a page when the
// redirect URI itself cannot be trusted).

export const OAUTH_ERRORS = {
  invalid_request: { status: 400, meaning: 'A parameter is missing, repeated or malformed, or the body is not a form.' },
  invalid_client: { status: 401, meaning: 'The client_id is unknown, its metadata document cannot be used, or its authentication failed.' },
  invalid_grant: { status: 400, meaning: 'The code or refresh token is unknown, expired, used already (which revokes its grant), for another client or redirect URI, or the PKCE verifier does not match.' },
  unsupported_grant_type: { status: 400, meaning: 'grant_type is neither authorization_code nor refresh_token.' },
  unsupported_response_type: { status: 400, meaning: 'Authorization: response_type is not code.' },
  invalid_scope: { status: 400, meaning: 'A scope we do not offer, one the client did not register, or more than the grant holds.' },
  invalid_target: { status: 400, meaning: 'RFC 8707: the resource is not this server, or not the one the grant is for.' },
  access_denied: { status: 403, meaning: 'Authorization: the person refused.' },
  invalid_redirect_uri: { status: 400, meaning: 'Registration: a redirect URI is not https, loopback http or a reverse-domain private-use scheme (an OS handler such as ms-msdt: or search-ms: is refused), or has a fragment.' },
  invalid_client_metadata: { status: 400, meaning: 'Registration: a grant type, response type, authentication method or scope we do not offer.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }

  get status(): number {
    return OAUTH_ERRORS[this.error].status;
  }

  toJSON() {
    return { error: this.error, error_description: this.description };
  }
}
