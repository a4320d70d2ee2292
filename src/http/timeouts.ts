// Node's HTTP server options for the request timeouts of HTTP_HEADERS_TIMEOUT_SECONDS and
// HTTP_REQUEST_TIMEOUT_SECONDS. Node checks the connections against both on an interval
// (`connectionsCheckingInterval`, 30 s by default), so a slow sender would be cut off up to 30 s
// late: the interval is a tenth of the shorter timeout here (1 s with the defaults).
import type { ServerOptions } from 'node:http';
import type { HttpTimeouts } from '../config.js';

export function serverTimeouts(timeouts: HttpTimeouts): Pick<ServerOptions, 'headersTimeout' | 'requestTimeout' | 'connectionsCheckingInterval'> {
  const shorter = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
  return {
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, Math.max(10, Math.round(shorter / 10))),
  };
}
