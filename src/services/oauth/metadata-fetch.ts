// Fetching a client metadata document (a client_id that is an https URL): the address is checked
// after DNS resolution and the connection goes to the address checked (no second lookup to be
// rebound), redirects are not followed, and the body is cut off past a size and a deadline.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.js';

export interface MetadataFetchPolicy {
  /** Whole fetch, connection to last byte. */
  timeoutMs: number;
  maxBytes: number;
  /** Which resolved addresses may be contacted; public unicast only unless a test says otherwise. */
  allowAddress: (address: string) => boolean;
  /** Plain http client ids (never in production; a test's local server may need it). */
  allowHttp: boolean;
  /** Extra trusted CA certificates (a test's self-signed server). */
  ca?: string;
}

export const STRICT_FETCH_POLICY: MetadataFetchPolicy = { timeoutMs: 5_000, maxBytes: 8 * 1024, allowAddress: isPublicAddress, allowHttp: false };

type MetadataFetchFailure = 'blocked_address' | 'redirect' | 'http_status' | 'too_large' | 'timeout' | 'not_json' | 'unreachable';

export class MetadataFetchError extends Error {
  constructor(
    readonly reason: MetadataFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export type MetadataFetcher = (url: URL) => Promise<{ document: unknown; maxAgeSeconds: number | null }>;

export function metadataFetcher(policy: MetadataFetchPolicy): MetadataFetcher {
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((a) => !policy.allowAddress(a.address));
      if (refused || addresses.length === 0) return callback(new MetadataFetchError('blocked_address', `${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

  return (url) =>
    new Promise((resolve, reject) => {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !policy.allowAddress(host)) return reject(new MetadataFetchError('blocked_address', `${host} is not a public address`));
      const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = request(url, { method: 'GET', headers: { accept: 'application/json' }, lookup: guardedLookup, ...(policy.ca ? { ca: policy.ca } : {}) });
      const timer = setTimeout(() => req.destroy(new MetadataFetchError('timeout', `no complete answer within ${policy.timeoutMs} ms`)), policy.timeoutMs);
      const fail = (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof MetadataFetchError ? error : new MetadataFetchError('unreachable', `cannot fetch it: ${(error as Error).message}`));
      };
      req.on('error', fail);
      req.on('response', (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) return req.destroy(new MetadataFetchError('redirect', `it answers ${status} (a redirect); the document must be served at the client_id itself`));
        if (status !== 200) return req.destroy(new MetadataFetchError('http_status', `it answers HTTP ${status}`));
        if (Number(res.headers['content-length'] ?? 0) > policy.maxBytes) return req.destroy(new MetadataFetchError('too_large', `it is larger than ${policy.maxBytes} bytes`));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) return req.destroy(new MetadataFetchError('too_large', `it is larger than ${policy.maxBytes} bytes`));
          chunks.push(chunk);
        });
        res.on('error', fail);
        res.on('end', () => {
          clearTimeout(timer);
          if (!/\bjson\b/i.test(res.headers['content-type'] ?? '')) return reject(new MetadataFetchError('not_json', 'it is not served as application/json'));
          let document: unknown;
          try {
            document = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            return reject(new MetadataFetchError('not_json', 'it is not valid JSON'));
          }
          const maxAge = /\bmax-age=(\d+)/.exec(res.headers['cache-control'] ?? '');
          resolve({ document, maxAgeSeconds: maxAge ? Number(maxAge[1]) : null });
        });
      });
      req.end();
    });
}
