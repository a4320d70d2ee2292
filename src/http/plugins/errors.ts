// Turns every error into problem+json: our AppErrors, Fastify's own (validation, body, media type,
// a broken URL), errors the HTTP parser meets before Fastify sees a request (headers too large), and
// anything unexpected (logged in full, answered without details). Browsers asking for a page get an
// HTML page instead for a missing page and for our own failures.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../../services/errors.js';
import { CODE_FOR_STATUS, ERROR_CODES, type ErrorCode } from '../../services/error-codes.js';
import { errorPage } from '../../web/pages/error.js';
import { notFoundPage } from '../../web/pages/not-found.js';
import { PROBLEM_TYPE, type ProblemBody } from '../problem.js';
import { siteOf } from './language.js';

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable', 408: 'Request Timeout', 409: 'Conflict',
  410: 'Gone', 413: 'Content Too Large', 414: 'URI Too Long', 415: 'Unsupported Media Type', 422: 'Unprocessable Content', 429: 'Too Many Requests',
  431: 'Request Header Fields Too Large', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

const titleOf = (status: number) => STATUS_TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');

export function problemBody(baseUrl: string, status: number, code: ErrorCode, detail: string, instance?: string): ProblemBody {
  return { ok: false, type: `${baseUrl}/docs#error-${code}`, title: titleOf(status), status, code, detail, ...(instance !== undefined ? { instance } : {}) };
}

function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  extra: Partial<ProblemBody> & { headers?: Record<string, string> } = {},
): FastifyReply {
  const { headers, ...rest } = extra;
  if (headers) reply.headers(headers);
  const path = request.url.split('?')[0]!;
  if (wantsHtml(request) && (status === 404 || status >= 500)) {
    const demo = request.server.requestServices.demo;
    const site = siteOf(request);
    const page = status === 404 ? notFoundPage(site, { path, demo }) : errorPage(site, { status, demo });
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  }
  const body = { ...problemBody(request.server.publicBaseUrl, status, code, detail, path), ...rest };
  return reply.code(status).type(PROBLEM_TYPE).send(body);
}

/** A page request from a browser (not an API path, and text/html accepted). */
function wantsHtml(request: FastifyRequest): boolean {
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
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A plugin's error (the static files' 403 for a path outside the assets, say): its status decides the code.
      const code = CODE_FOR_STATUS[status] ?? 'bad_request';
      const detail = fastifyError.message && fastifyError.message !== titleOf(status) ? fastifyError.message : ERROR_CODES[code].meaning;
      return sendProblem(request, reply, status, code, detail);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, 500, 'internal_error', 'something went wrong on our side; please try again');
  });

  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, 404, 'not_found', `no route ${request.method} ${request.url.split('?')[0]}`));
}

/** Fastify's `frameworkErrors`: a URL whose percent-escapes do not decode is the client's error, said as ours are. */
export function frameworkErrors(error: { code?: string; message: string }, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendProblem(request, reply, 400, 'bad_url', 'the address is not a valid URL: a percent-escape does not decode');
    return;
  }
  void sendProblem(request, reply, 400, 'bad_request', error.message);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before a request exists (a request
 * line or headers over the limit, broken HTTP) is answered as problem+json on the socket itself.
 */
export function clientErrorHandler(baseUrl: string) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // Nothing more can be said on a reset socket, or once a response has begun on it.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, code, detail]: [number, ErrorCode, string] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'header_too_large', 'the request line and headers are larger than this server accepts; shorten the URL or the headers']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'request_timeout', 'the request took too long to arrive (its headers, or its body); the connection is closed']
          : [400, 'bad_request', 'the request is not well-formed HTTP'];
    const body = JSON.stringify(problemBody(baseUrl, status, code, detail));
    // Closed both ways once the answer is out: a client that keeps sending (a body trickled in) must
    // not keep a half-open connection.
    socket.end(
      `HTTP/1.1 ${status} ${titleOf(status)}\r\nContent-Type: ${PROBLEM_TYPE}; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
      () => socket.destroy(),
    );
  };
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
