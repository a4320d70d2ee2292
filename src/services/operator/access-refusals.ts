// The operator's doors and who is turned away at them: the ADMIN_TOKEN bearer of the admin API
// (checked in constant time; wrong tokens throttled per client address on the shared rate-limit
// store, audited and watched for a burst) and the console's refusals of signed-in people. The
// token itself is never written anywhere: an audit entry keeps the first 8 hex digits of its
// SHA-256, enough to tell one stale token sent again and again from many different guesses.
import { timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../ids.js';
import { AppError } from '../errors.js';
import { clientKey, type RateLimiter } from '../limits/rate-limiter.js';
import type { AdminTokenWatch } from './admin-token-watch.js';
import type { AuditLog } from './audit.js';

/** Where a refused request came from and what it asked for, as the audit log keeps it. */
export interface Attempt {
  /** The client address (after the trusted proxies, TRUST_PROXY). */
  address: string;
  method: string;
  /** The path without its query, at most 200 characters. */
  path: string;
}

export type ConsoleRefusal = 'not_operator' | 'bad_form';

export class AccessRefusals {
  constructor(
    private readonly deps: {
      /** ADMIN_TOKEN; null: the admin API is off. */
      adminToken: string | null;
      limiter: RateLimiter;
      audit: AuditLog;
      watch: AdminTokenWatch;
    },
  ) {}

  /**
   * Lets the request through when `given` is ADMIN_TOKEN. Otherwise 401 (audited and watched), or 429
   * once the address has sent ADMIN_TOKEN_FAILURES_PER_MINUTE wrong ones: then even the right token
   * waits, so that a guess cannot tell itself right by its answer.
   */
  async verifyAdminToken(given: string, attempt: Attempt): Promise<void> {
    const configured = this.deps.adminToken;
    if (!configured) throw new AppError('forbidden', 'the admin API is disabled on this installation: set ADMIN_TOKEN to enable it');
    const client = clientKey(null, attempt.address);
    try {
      await this.deps.limiter.check('admin_token', client);
    } catch (error) {
      this.deps.watch.record(attempt.address);
      throw error;
    }
    if (timingSafeEqual(Buffer.from(sha256Hex(given), 'hex'), Buffer.from(sha256Hex(configured), 'hex'))) return;
    this.deps.watch.record(attempt.address);
    // Counted first: of many sent at once, only those within the budget are answered 401 and audited.
    await this.deps.limiter.consume('admin_token', client);
    await this.deps.audit.note({
      actor: `address:${attempt.address}`,
      action: 'auth_failed',
      orderId: null,
      before: null,
      after: { credential: 'ADMIN_TOKEN', method: attempt.method, path: attempt.path, tokenSha256Prefix: sha256Hex(given).slice(0, 8) },
    });
    throw new AppError('unauthorized', 'the operator token is wrong', { headers: { 'WWW-Authenticate': 'Bearer realm="admin", error="invalid_token"' } });
  }

  /** The console turned a signed-in person away (403): not an operator, or a form not from this session. */
  async consoleRefused(actor: string, reason: ConsoleRefusal, attempt: Attempt): Promise<void> {
    await this.deps.audit.note({ actor, action: 'console_refused', orderId: null, before: null, after: { reason, method: attempt.method, path: attempt.path, address: attempt.address } });
  }
}
