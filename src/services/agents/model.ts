// TypeBox schemas of the agent endpoints: validation where Fastify validates, types, and OpenAPI.
import { Type, type Static } from '@sinclair/typebox';
import { OrderStatusName } from '../orders/model.js';
import { ALL_SCOPES } from './scopes.js';

export const ScopeName = Type.Union(ALL_SCOPES.map((s) => Type.Literal(s)));
const ScopeList = Type.Array(ScopeName);

const ClientName = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '\\S',
  description: 'What the agent calls itself (1-80 characters, not only spaces); shown to the person who claims it',
});
export const IDENTITY_TYPES = ['anonymous', 'identity_assertion'] as const;
export const AnonymousRegistration = Type.Object(
  {
    type: Type.Literal('anonymous'),
    requested_credential_type: Type.Optional(Type.Literal('api_key')),
    client_name: Type.Optional(ClientName),
  },
  { title: 'Anonymous registration' },
);
export const IdentityAssertionRegistration = Type.Object(
  {
    type: Type.Literal('identity_assertion'),
    assertion_type: Type.Literal('messenger_login'),
    assertion: Type.Union(
      [
        Type.Object({}, { additionalProperties: true, description: 'Telegram Login Widget data: id, first_name, username, photo_url, auth_date, hash' }),
        Type.String({ description: 'Telegram Mini App initData (the URL-encoded string)' }),
      ],
      { description: 'Telegram-signed login data, checked with our bot token, fresh and used once' },
    ),
    requested_credential_type: Type.Optional(Type.Union([Type.Literal('access_token'), Type.Literal('api_key')], { default: 'access_token' })),
    client_name: Type.Optional(ClientName),
  },
  { title: 'Identity assertion (messenger_login)' },
);
export const RegistrationRequest = Type.Union([AnonymousRegistration, IdentityAssertionRegistration], { description: 'See /auth.md' });
export type RegistrationRequest = Static<typeof RegistrationRequest>;

export const RegistrationResponse = Type.Object({
  ok: Type.Literal(true),
  registration_id: Type.String(),
  identity_type: Type.Union([Type.Literal('anonymous'), Type.Literal('identity_assertion')]),
  status: Type.Union([Type.Literal('pending_claim'), Type.Literal('claimed')]),
  client_name: Type.Union([Type.String(), Type.Null()]),
  credential_type: Type.Union([Type.Literal('api_key'), Type.Literal('access_token')]),
  api_key: Type.Optional(Type.String({ description: 'Send as Authorization: Bearer <api_key>; shown once' })),
  access_token: Type.Optional(Type.String({ description: 'Send as Authorization: Bearer <access_token>; shown once' })),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Optional(Type.Integer({ description: 'Seconds the access_token lives' })),
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Null for an api_key (valid until revoked)' }),
  scopes: ScopeList,
  scope: Type.String({ description: 'The same scopes, space-separated' }),
  claim_url: Type.Optional(Type.String({ format: 'uri', description: 'Give this to your person: they open it, log in with Telegram and approve' })),
  claim_token: Type.Optional(Type.String({ description: 'Returned once; completes the claim at GET /api/auth/me with the person’s session cookie' })),
  claim_expires_at: Type.Optional(Type.String({ format: 'date-time' })),
  post_claim_scopes: ScopeList,
  user: Type.Optional(Type.Object({ id: Type.String(), username: Type.Union([Type.String(), Type.Null()]), first_name: Type.Union([Type.String(), Type.Null()]) })),
});
export type RegistrationResponse = Static<typeof RegistrationResponse>;

export const AgentView = Type.Object({
  registrationId: Type.String(),
  identityType: Type.Union([Type.Literal('anonymous'), Type.Literal('identity_assertion'), Type.Literal('oauth')], { description: 'oauth: a person approved an OAuth client (an MCP client) at the authorization endpoint' }),
  status: Type.Union([Type.Literal('pending_claim'), Type.Literal('claimed'), Type.Literal('refused')]),
  claimed: Type.Boolean(),
  clientName: Type.Union([Type.String(), Type.Null()]),
  credentialType: Type.Union([Type.Literal('api_key'), Type.Literal('access_token')]),
  scopes: ScopeList,
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const ClaimResult = Type.Object({
  registrationId: Type.String(),
  status: Type.Literal('claimed'),
  scopes: ScopeList,
});

export const RevocationRequest = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 200, description: 'The credential to revoke (an api_key, an access token, or an OAuth refresh token), when not sent as the bearer' })),
    token_type_hint: Type.Optional(Type.String({ maxLength: 40, description: 'RFC 7009: "access_token" or "refresh_token"; the token is found either way' })),
    client_id: Type.Optional(Type.String({ maxLength: 2000, description: 'RFC 7009: an OAuth public client names itself; not needed' })),
  },
  { additionalProperties: false },
);
export const RevocationResponse = Type.Object({ ok: Type.Literal(true), revoked: Type.Boolean({ description: 'False when the token was unknown or revoked already' }) });

export const AgentOrderSummary = Type.Object({
  orderId: Type.String(),
  status: OrderStatusName,
  product: Type.String(),
  sum: Type.Number({ description: 'What the order costs, in the major unit of its currency' }),
  currency: Type.String({ description: 'ISO 4217 (XTR: Telegram Stars)' }),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AgentOrderSummary = Static<typeof AgentOrderSummary>;

export const AgentOrders = Type.Object({ ok: Type.Literal(true), orders: Type.Array(AgentOrderSummary) });
