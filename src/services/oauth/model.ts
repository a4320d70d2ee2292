// The shapes of the OAuth endpoints (TypeBox: types, validation and the OpenAPI document).
import { Type, type Static } from '@sinclair/typebox';

/** Where the OAuth endpoints are: the routes, the RFC 8414 metadata and auth.md all read them here. */
export const OAUTH_PATHS = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: '/oauth/register',
  revocation: '/api/agent/auth/revoke',
} as const;

const Uri = Type.String({ maxLength: 2000 });
export const AUTH_METHODS = ['none', 'client_secret_post', 'client_secret_basic'] as const;
export type ClientAuthMethod = (typeof AUTH_METHODS)[number];
const AuthMethod = Type.Union(AUTH_METHODS.map((m) => Type.Literal(m)));

/** RFC 7591 client metadata, as a client registers it (fields we do not use are kept, not refused). */
export const ClientRegistrationRequest = Type.Object(
  {
    redirect_uris: Type.Array(Uri, { minItems: 1, maxItems: 10, description: 'https, http on a loopback host, or a native app\'s private-use scheme named as a reverse domain (com.example.app:/callback; also cursor:, vscode:, windsurf:); no fragment' }),
    client_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Shown to the person on the consent page' })),
    token_endpoint_auth_method: Type.Optional(Type.String({ description: '"none" (public client, the usual for MCP clients), "client_secret_post" or "client_secret_basic" (the RFC 7591 default): a client_secret is issued for the two last' })),
    grant_types: Type.Optional(Type.Array(Type.String(), { description: 'Within ["authorization_code", "refresh_token"]' })),
    response_types: Type.Optional(Type.Array(Type.String(), { description: 'Within ["code"]' })),
    scope: Type.Optional(Type.String({ maxLength: 500, description: 'The most this client may ask for; every scope when left out' })),
    client_uri: Type.Optional(Uri),
    logo_uri: Type.Optional(Uri),
    software_id: Type.Optional(Type.String({ maxLength: 200 })),
    software_version: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: true },
);
export type ClientRegistrationRequest = Static<typeof ClientRegistrationRequest>;

export const ClientRegistrationResponse = Type.Object({
  client_id: Type.String(),
  client_id_issued_at: Type.Integer({ description: 'Seconds since the epoch' }),
  client_secret: Type.Optional(Type.String({ description: 'Only for client_secret_post and client_secret_basic; shown once' })),
  client_secret_expires_at: Type.Optional(Type.Integer({ description: '0: does not expire' })),
  client_name: Type.Optional(Type.String()),
  redirect_uris: Type.Array(Type.String()),
  token_endpoint_auth_method: AuthMethod,
  grant_types: Type.Array(Type.String()),
  response_types: Type.Array(Type.String()),
  scope: Type.String(),
});
export type ClientRegistrationResponse = Static<typeof ClientRegistrationResponse>;

/** The token endpoint's form body (RFC 6749 4.1.3 and 6; RFC 7636; RFC 8707). */
export const TokenRequest = Type.Object({
  grant_type: Type.String({ description: '"authorization_code" or "refresh_token"' }),
  code: Type.Optional(Type.String()),
  redirect_uri: Type.Optional(Type.String({ description: 'The redirect_uri of the authorization request' })),
  code_verifier: Type.Optional(Type.String({ description: 'PKCE: the verifier whose S256 challenge the authorization request carried' })),
  refresh_token: Type.Optional(Type.String()),
  client_id: Type.Optional(Type.String()),
  client_secret: Type.Optional(Type.String({ description: 'client_secret_post clients only' })),
  scope: Type.Optional(Type.String({ description: 'refresh_token: narrow the scopes; never widen them' })),
  resource: Type.Optional(Type.String({ description: 'RFC 8707: this server, its MCP endpoint or its API; any other is invalid_target' })),
});

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds the access token works' }),
  refresh_token: Type.String({ description: 'Works once: each use answers a new one, and a second use of an old one revokes the whole grant' }),
  scope: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const OAuthErrorBody = Type.Object(
  { error: Type.String({ description: 'RFC 6749 error code: invalid_request, invalid_client, invalid_grant, unsupported_grant_type, invalid_scope, invalid_target...' }), error_description: Type.String() },
  { description: 'RFC 6749 error' },
);

/** A client metadata document: what a client publishes at its client_id URL. */
export const ClientMetadataDocument = Type.Object(
  {
    client_id: Type.String(),
    redirect_uris: Type.Array(Type.String({ maxLength: 2000 }), { minItems: 1, maxItems: 10 }),
    client_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    token_endpoint_auth_method: Type.Optional(Type.String()),
    grant_types: Type.Optional(Type.Array(Type.String())),
    response_types: Type.Optional(Type.Array(Type.String())),
    scope: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: true },
);
export type ClientMetadataDocument = Static<typeof ClientMetadataDocument>;
