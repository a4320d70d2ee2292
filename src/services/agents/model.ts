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

const OurAddition = (description: string) => `Our addition beside auth.md's fields, kept for agents written against our earlier answer: ${description}`;

/**
 * The registration answer: auth.md's fields first (`credential`, `registration_type`,
 * `claim_token_expires`, ...), then ours from before we followed it, with the same values.
 */
export const RegistrationResponse = Type.Object({
  registration_id: Type.String(),
  registration_type: Type.Union([Type.Literal('anonymous'), Type.Literal('messenger-login')], { description: 'anonymous, or messenger-login for an identity_assertion with Telegram login data' }),
  credential_type: Type.Union([Type.Literal('api_key'), Type.Literal('access_token')]),
  credential: Type.String({ description: 'Send as Authorization: Bearer <credential>; shown once' }),
  credential_expires: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the credential stops working. An anonymous agent’s api_key dies then unless its person claims it first (a claim lifts the limit); null for an api_key bound to a person',
  }),
  scopes: ScopeList,
  claim_url: Type.Optional(Type.String({ format: 'uri', description: 'Give this to your person: they open it, log in with Telegram and approve' })),
  claim_token: Type.Optional(Type.String({ description: 'Returned once; shows the claim’s state at POST /api/agent/auth/claim' })),
  claim_token_expires: Type.Optional(Type.String({ format: 'date-time', description: 'When the claim link and token expire; ask for fresh ones at POST /api/agent/auth/claim/renew' })),
  post_claim_scopes: ScopeList,
  ok: Type.Literal(true),
  identity_type: Type.Union([Type.Literal('anonymous'), Type.Literal('identity_assertion')], { description: OurAddition('the `type` registered') }),
  status: Type.Union([Type.Literal('pending_claim'), Type.Literal('claimed')]),
  client_name: Type.Union([Type.String(), Type.Null()]),
  api_key: Type.Optional(Type.String({ description: OurAddition('the credential when it is an api_key') })),
  access_token: Type.Optional(Type.String({ description: OurAddition('the credential when it is an access_token') })),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Optional(Type.Integer({ description: 'Seconds the access_token lives' })),
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: OurAddition('the same as credential_expires') }),
  scope: Type.String({ description: 'The same scopes, space-separated' }),
  claim_expires_at: Type.Optional(Type.String({ format: 'date-time', description: OurAddition('the same as claim_token_expires') })),
  user: Type.Optional(Type.Object({ id: Type.String(), username: Type.Union([Type.String(), Type.Null()]), first_name: Type.Union([Type.String(), Type.Null()]) })),
});
export type RegistrationResponse = Static<typeof RegistrationResponse>;

export const AgentView = Type.Object({
  registrationId: Type.String(),
  identityType: Type.Union([Type.Literal('anonymous'), Type.Literal('identity_assertion'), Type.Literal('oauth')], { description: 'oauth: a person approved an OAuth client (an MCP client) at the authorization endpoint' }),
  status: Type.Union([Type.Literal('pending_claim'), Type.Literal('claim_expired'), Type.Literal('claimed'), Type.Literal('refused')], {
    description: 'claim_expired: nobody claimed the agent before its claim link expired; it asks for a fresh one at POST /api/agent/auth/claim/renew',
  }),
  claimed: Type.Boolean(),
  clientName: Type.Union([Type.String(), Type.Null()]),
  credentialType: Type.Union([Type.Literal('api_key'), Type.Literal('access_token')]),
  scopes: ScopeList,
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When this credential stops working; for an unclaimed agent, unless its person claims it first' }),
});

export const ClaimResult = Type.Object({
  registrationId: Type.String(),
  status: Type.Literal('claimed'),
  scopes: ScopeList,
});

/** auth.md's claim step: the agent presents its claim token (other fields of the convention, such as `email`, are ignored). */
export const ClaimRequest = Type.Object(
  { claim_token: Type.String({ minLength: 1, maxLength: 200, description: 'The claim_token of the registration (or of the latest fresh claim link)' }) },
  { additionalProperties: true },
);

export const ClaimAttemptResponse = Type.Object({
  registration_id: Type.String(),
  claim_attempt_id: Type.String({ description: 'The claim in progress (the registration: one claim at a time)' }),
  status: Type.Literal('initiated', { description: 'The claim is open: your person approves or refuses on claim_url' }),
  expires_at: Type.String({ format: 'date-time', description: 'When the claim link and token expire' }),
  claim_url: Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description: 'The page where your person logs in with Telegram and decides' }),
});

export const ClaimRenewal = Type.Object({
  registration_id: Type.String(),
  status: Type.Literal('pending_claim'),
  claim_url: Type.String({ format: 'uri', description: 'The new link for your person; the previous one no longer works' }),
  claim_token: Type.String({ description: 'The new claim token, returned once' }),
  claim_token_expires: Type.String({ format: 'date-time' }),
  post_claim_scopes: ScopeList,
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
