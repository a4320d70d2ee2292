// The Redis connection for shared rate-limit counters, set up to fail fast: a stopped Redis refuses
// commands at once (no offline queue), a paused one times out, reconnection keeps trying in the
// background, and connection errors are logged (an unhandled 'error' event would crash the process).
import { Redis } from 'ioredis';

export interface RedisLogger {
  warn(obj: object, msg?: string): void;
}

export interface RedisClientOptions {
  /** How long one command may take before it fails. */
  commandTimeoutMs?: number;
}

export function createRedisClient(url: string, logger: RedisLogger, options: RedisClientOptions = {}): Redis {
  const client = new Redis(url, {
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect at once, then back off to every 2 s: the limiter skips Redis meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastLogged = 0;
  client.on('error', (error: Error) => {
    // One line per 30 s while it lasts, not one per reconnection attempt.
    const now = Date.now();
    if (now - lastLogged < 30_000) return;
    lastLogged = now;
    logger.warn({ err: error }, 'redis connection error');
  });
  return client;
}
