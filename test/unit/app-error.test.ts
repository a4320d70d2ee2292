import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/services/errors.js';

describe('AppError.refusal', () => {
  it('makes the same error without stack frames, and leaves stack traces on for every other error', () => {
    const before = Error.stackTraceLimit;
    const busy = AppError.refusal('busy', 'too many waiting', { headers: { 'retry-after': '1' } });
    expect(busy).toBeInstanceOf(AppError);
    expect(busy).toMatchObject({ code: 'busy', status: 503, detail: 'too many waiting', extra: { headers: { 'retry-after': '1' } } });
    expect(busy.stack!.split('\n').filter((line) => line.trim().startsWith('at '))).toEqual([]);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new AppError('not_found', 'x').stack).toMatch(/\n\s+at /);
  });
});
