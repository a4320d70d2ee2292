// The agent interface in the OpenAPI document: the bearer scheme with its scopes, every agent
// endpoint with every response it can give, and the document still valid.
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';

describe('agent interface in OpenAPI', () => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await createTestApp(testDatabases[0]!);
    doc = (await t.app.inject('/openapi.json')).json();
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.0.3 document', async () => {
    await SwaggerParser.validate(structuredClone(doc));
  });

  it('describes the bearer scheme and its scopes', () => {
    const scheme = doc.components.securitySchemes.agentBearer;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(scheme['x-scopes'])).toEqual(['catalog:read', 'orders:create', 'orders:read', 'readings:read']);
    expect(scheme.description).toContain('/auth.md');
  });

  it('documents every agent endpoint with its responses', () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('/api/agent/auth', 'post')).toEqual(['200', '400', '413', '415', '422', '429', '503']);
    expect(statuses('/api/agent/auth/revoke', 'post')).toEqual(['200', '400', '401', '413', '415']);
    expect(statuses('/api/agent/orders', 'get')).toEqual(['200', '401', '403']);
    expect(statuses('/api/auth/me', 'get')).toEqual(['200', '400', '401', '403', '409', '410']);
    expect(statuses('/api/mcp', 'post')).toEqual(['200', '202', '400', '401', '403', '406', '413', '415']);
    expect(statuses('/api/mcp', 'options')).toEqual(['204']);
    expect(statuses('/api/agent/auth/claim', 'post')).toEqual(['200', '400', '409', '410', '413', '415']);
    expect(statuses('/api/agent/auth/claim/renew', 'post')).toEqual(['200', '401', '409']);
    expect(statuses('/api/mcp', 'get')).toEqual(['405']);
    expect(statuses('/api/mcp', 'delete')).toEqual(['405']);
    expect(statuses('/api/readings', 'get')).toEqual(['200', '401', '403']);
    for (const path of ['/api/readings', '/api/readings/{readingId}', '/api/auth/me']) {
      expect(doc.paths[path].get.security, path).toContainEqual({ agentBearer: [] });
    }
    expect(doc.paths['/api/agent/orders'].get.security).toEqual([{ agentBearer: [] }]);
    expect(doc.paths['/api/orders/create'].post.security).toEqual([{}, { agentBearer: [] }]);
    const problemCodes = doc.paths['/api/agent/auth'].post.responses['422'].description;
    for (const code of ['unsupported_identity_type', 'anonymous_not_enabled', 'unsupported_credential_type', 'unsupported_assertion_type', 'invalid_assertion', 'assertion_expired', 'assertion_replayed']) {
      expect(problemCodes).toContain(code);
    }
    expect(doc.paths['/api/agent/auth'].post.requestBody.content['application/json'].schema.anyOf).toHaveLength(2);
  });
});
