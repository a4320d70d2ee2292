// Turns every error into problem+json: our AppErrors, Fastify's own (validation, body, media type),
// and anything unexpected (logged in full, answered without details).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../services/errors.js';
import { notFoundPage } from '../web/pages/not-found.js';
import { ERROR_CODES, PROBLEM_TYPE, type ProblemBody } from './problem.js';

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict',
  413: 'Content Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Content', 429: 'Too Many Requests',
  500: 'Internal Server Error', 503: 'Service Unavailable',
};

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  extra: Partial<ProblemBody> & { headers?: Record<string, string> } = {},
): FastifyReply {
  // A browser that follows a dead link gets the site's not-found page; API clients get problem+json.
  if (status === 404 && wantsHtml(request)) {
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage({ path: request.url.split('?')[0], demo: request.server.services.config.demo }));
  }
  const { headers, ...rest } = extra;
  const body: ProblemBody = {
    ok: false,
    type: `${request.server.publicBaseUrl}/docs#error-${code}`,
    title: STATUS_TITLES[status] ?? 'Error',
    status,
    code,
    detail,
    instance: request.url.split('?')[0],
    ...rest,
  };
  if (headers) reply.headers(headers);
  return reply.code(status).type(PROBLEM_TYPE).send(body);
}

/** A page request from a browser (not an API path, and text/html accepted). */
export function wantsHtml(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/')) return false;
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { fields, headers, ...more } = error.extra;
      return sendProblem(request, reply, error.status, error.code, error.detail, { ...(fields ? { fields } : {}), ...(headers ? { headers } : {}), ...(more as object) });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const fields = fastifyError.validation.map((v) => toFieldError(v, fastifyError.validationContext));
      return sendProblem(request, reply, 400, 'validation_failed', fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields });
    }
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendProblem(request, reply, 413, 'payload_too_large', `the body is larger than ${request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit} bytes`);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendProblem(request, reply, 415, 'unsupported_media_type', `Content-Type ${JSON.stringify(request.headers['content-type'] ?? '')} is not accepted here; send application/json`);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendProblem(request, reply, 400, 'malformed_json', 'the body is empty; send a JSON object');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendProblem(request, reply, 400, 'malformed_json', 'the body is not valid JSON');
    }
    if (fastifyError.statusCode === 400 && error instanceof SyntaxError) {
      return sendProblem(request, reply, 400, 'malformed_json', 'the body is not valid JSON');
    }
    if (fastifyError.statusCode === 429) {
      return sendProblem(request, reply, 429, 'rate_limited', fastifyError.message);
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      const code = Object.entries(ERROR_CODES).find(([, v]) => v.status === fastifyError.statusCode)?.[0] ?? 'validation_failed';
      return sendProblem(request, reply, fastifyError.statusCode, code, fastifyError.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, 500, 'internal_error', 'something went wrong on our side; please try again');
  });

  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, 404, 'not_found', `no route ${request.method} ${request.url.split('?')[0]}`));
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  parentSchema?: { description?: string }; // present with Ajv's `verbose` option
}

/** "/meta/day" + missingProperty "city" → "meta.city"; context "querystring" keeps the query name. */
function toFieldError(error: AjvError, context: string | undefined): FieldError {
  let path = error.instancePath.replace(/^\//, '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replaceAll('/', '.');
  let message = error.message ?? 'is invalid';
  if (error.keyword === 'required') {
    path = [path, String(error.params.missingProperty)].filter(Boolean).join('.');
    message = 'is required';
  } else if (error.keyword === 'additionalProperties') {
    path = [path, String(error.params.additionalProperty)].filter(Boolean).join('.');
    message = 'is not an accepted field';
  } else if (error.keyword === 'pattern') {
    const expected = error.parentSchema?.description;
    message = expected ? `has the wrong format (expected: ${expected})` : 'has the wrong format';
  }
  if (!path) path = context === 'body' ? '(body)' : `(${context ?? 'request'})`;
  return { field: path, message };
}
