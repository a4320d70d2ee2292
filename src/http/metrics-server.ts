// `npm run worker` has no web server, yet its readings and deliveries are timed in its own registry:
// with WORKER_METRICS_PORT it answers GET /metrics (and nothing else) on that port, behind
// METRICS_TOKEN as the web process's /metrics is.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { HttpTimeouts } from '../config.js';
import type { ErrorCode } from '../services/error-codes.js';
import type { PrometheusMetrics } from '../metrics/prometheus.js';
import { problemBody } from './plugins/errors.js';
import { PROBLEM_TYPE } from './problem.js';
import { serverTimeouts } from './timeouts.js';

interface MetricsServerOptions {
  host: string;
  port: number;
  token: string | null;
  /** The base of the problem `type` links (PUBLIC_BASE_URL). */
  baseUrl: string;
  /** HTTP_HEADERS_TIMEOUT_SECONDS and HTTP_REQUEST_TIMEOUT_SECONDS, as the web server has them. */
  timeouts?: HttpTimeouts;
}

export async function serveMetrics(metrics: PrometheusMetrics, options: MetricsServerOptions): Promise<Server> {
  const server = createServer(options.timeouts ? serverTimeouts(options.timeouts) : {}, (request, response) => void answer(metrics, options, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}

async function answer(metrics: PrometheusMetrics, options: MetricsServerOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = (request.url ?? '/').split('?')[0]!;
  const problem = (status: number, code: ErrorCode, detail: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': `${PROBLEM_TYPE}; charset=utf-8`, ...headers });
    response.end(JSON.stringify(problemBody(options.baseUrl, status, code, detail, path)));
  };
  if (path !== '/metrics') return problem(404, 'not_found', `no route ${request.method} ${path}: this port serves GET /metrics only`);
  if (request.method !== 'GET' && request.method !== 'HEAD') return problem(405, 'method_not_allowed', 'GET /metrics only', { allow: 'GET, HEAD' });
  if (options.token) {
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given) return problem(401, 'unauthorized', 'send the metrics token as Authorization: Bearer <METRICS_TOKEN>', { 'www-authenticate': 'Bearer realm="metrics"' });
    if (!timingSafeEqual(sha256(given), sha256(options.token))) {
      return problem(401, 'unauthorized', 'the metrics token is wrong', { 'www-authenticate': 'Bearer realm="metrics", error="invalid_token"' });
    }
  }
  try {
    const text = await metrics.scrape();
    response.writeHead(200, { 'content-type': metrics.contentType });
    response.end(request.method === 'HEAD' ? undefined : text);
  } catch {
    problem(500, 'internal_error', 'the metrics could not be collected');
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
