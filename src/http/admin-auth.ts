// The operator's bearer token (ADMIN_TOKEN) guards the admin API.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sha256Hex } from '../ids.js';
import { AppError } from '../services/errors.js';

export function requireAdmin(request: FastifyRequest): void {
  const configured = request.server.services.config.adminToken;
  if (!configured) throw new AppError('forbidden', 'the admin API is disabled on this installation: set ADMIN_TOKEN to enable it');
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  const challenge = { 'WWW-Authenticate': 'Bearer realm="admin"' };
  if (!match) throw new AppError('unauthorized', 'send the operator token as Authorization: Bearer <ADMIN_TOKEN>', { headers: challenge });
  // Comparing hashes keeps the comparison constant-time whatever the lengths.
  const given = Buffer.from(sha256Hex(match[1]), 'hex');
  const expected = Buffer.from(sha256Hex(configured), 'hex');
  if (!timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'the operator token is wrong', { headers: { 'WWW-Authenticate': 'Bearer realm="admin", error="invalid_token"' } });
  }
}
