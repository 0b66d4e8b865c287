import { describe, expect, it } from 'vitest';
import { ReadError } from './ReadError';

describe('ReadError', () => {
  it('names an unreachable request once, with its reason after a colon (no doubled parentheses)', () => {
    const e = new ReadError('READ_UNREACHABLE', {
      service: 'indexer',
      path: '/v2/block-headers',
      reason: 'connection failed',
    });
    expect(e.message).toBe('Cannot reach the indexer (GET /v2/block-headers): connection failed.');
    expect(e.message).not.toMatch(/\)\s*\(/);
  });
});
