// application/problem+json (RFC 9457) with our stable `code`: the body of every error response.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ERROR_CODES } from '../services/error-codes.js';
import { CityView } from '../services/readings/places.js';

export const PROBLEM_TYPE = 'application/problem+json';

const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() });

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
    candidates: Type.Optional(Type.Array(CityView, { description: 'The places an ambiguous birth city could mean, best first, for ambiguous_city' })),
    retryAfter: Type.Optional(Type.Integer({ description: 'Seconds to wait, for rate_limited' })),
    scope: Type.Optional(Type.String({ description: 'The scope the request needs, for insufficient_scope' })),
    consentUrl: Type.Optional(Type.String({ format: 'uri', description: 'The page where the person approves or refuses the agent, for consent_required' })),
    checks: Type.Optional(
      Type.Record(Type.String(), Type.Object({ ok: Type.Boolean(), detail: Type.Optional(Type.String()) }), {
        description: 'Each part the readiness check looked at (database, redis, worker) and, when it fails, why; for not_ready',
      }),
    ),
  },
  { $id: 'Problem', title: 'Problem', additionalProperties: false },
);
export type ProblemBody = Static<typeof Problem>;

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
