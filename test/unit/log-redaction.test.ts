import { describe, expect, it } from 'vitest';
import { redactedPath } from '../../src/http/log-redaction.js';

describe('request log redaction', () => {
  it('drops query strings and claim codes, keeps the path', () => {
    expect(redactedPath('/demo/chat?start=abcDEF123')).toBe('/demo/chat');
    expect(redactedPath('/api/auth/me?claim_token=rsct_secret')).toBe('/api/auth/me');
    expect(redactedPath('/claim/0nxr8Y2zxQCR5FExFMJJAg/approve')).toBe('/claim/[redacted]/approve');
    expect(redactedPath('/api/orders/ord_123')).toBe('/api/orders/ord_123');
  });
});
