import { describe, expect, it } from 'vitest';
import { parseForkRequest } from './browserNetWorker';

describe('parseForkRequest (what the worker takes as a fork request)', () => {
  it('takes an http(s) algod URL with an optional token and indexer URL', () => {
    expect(parseForkRequest({ url: 'https://testnet-api.algonode.cloud' })).toEqual({
      url: 'https://testnet-api.algonode.cloud',
    });
    expect(parseForkRequest({ url: 'http://node:8080', token: 'T', indexerUrl: 'http://node:8980' })).toEqual(
      {
        url: 'http://node:8080',
        token: 'T',
        indexerUrl: 'http://node:8980',
      },
    );
  });

  it('refuses anything else', () => {
    for (const bad of [
      undefined,
      null,
      'https://node',
      {},
      { url: 'ftp://node' },
      { url: 'https://node', token: 5 },
      { url: 'https://node', indexerUrl: 'javascript:alert(1)' },
    ])
      expect(parseForkRequest(bad)).toBeUndefined();
  });
});
