import { describe, expect, it } from 'vitest';
import { nodeMessageOf } from './nodeMessageOf';

describe('nodeMessageOf', () => {
  it('reads the message of the JSON body algosdk keeps', () => {
    const body = new TextEncoder().encode(JSON.stringify({ message: 'TransactionPool.Remember: x' }));
    const error = Object.assign(new Error('Network request error. Received status 400 (Bad Request): y'), {
      response: { body },
    });
    expect(nodeMessageOf(error)).toBe('TransactionPool.Remember: x');
  });

  it('falls back to the error message without the preamble', () => {
    expect(nodeMessageOf(new Error('Network request error. Received status 400 (Bad Request): z'))).toBe('z');
    expect(nodeMessageOf('plain')).toBe('plain');
  });
});
