import { describe, expect, it } from 'vitest';
import { expectMatchesSpec } from './expectMatchesSpec';

// The validator is itself tested so a passing endpoint test means something.
describe('expectMatchesSpec', () => {
  const status = {
    'catchup-time': 0,
    'last-round': 5,
    'last-version': 'future',
    'next-version': 'future',
    'next-version-round': 6,
    'next-version-supported': true,
    'stopped-at-unsupported-round': false,
    'time-since-last-round': 10,
  };

  it('accepts a body that matches', () => {
    expect(() => expectMatchesSpec('algod', 'get', '/v2/status', 200, status)).not.toThrow();
  });

  it('refuses a missing required field', () => {
    const { 'last-round': _omitted, ...rest } = status;
    expect(() => expectMatchesSpec('algod', 'get', '/v2/status', 200, rest)).toThrow(/last-round/);
  });

  it('refuses a field the spec does not name', () => {
    expect(() => expectMatchesSpec('algod', 'get', '/v2/status', 200, { ...status, bogus: 1 })).toThrow(
      /bogus/,
    );
  });

  it('refuses a wrong type and bad base64 in nested refs', () => {
    expect(() =>
      expectMatchesSpec('algod', 'get', '/v2/status', 200, { ...status, 'last-round': 'five' }),
    ).toThrow();
    const versions = {
      build: { branch: 'b', build_number: 1, channel: 'c', commit_hash: 'h', major: 4, minor: 0 },
      genesis_hash_b64: 'not base64!',
      genesis_id: 'sandnet-v1',
      versions: ['v2'],
    };
    expect(() => expectMatchesSpec('algod', 'get', '/versions', 200, versions)).toThrow(/genesis_hash_b64/);
  });

  it('keeps objects declared with empty properties open', () => {
    const health = { 'db-available': true, 'is-migrating': false, message: '1', round: 1, version: '3.9.0' };
    expect(() =>
      expectMatchesSpec('indexer', 'get', '/health', 200, { ...health, data: { anything: 1 } }),
    ).not.toThrow();
    expect(() => expectMatchesSpec('indexer', 'get', '/health', 200, { ...health, extra: 1 })).toThrow(
      /extra/,
    );
  });

  it('reads the indexer and kmd specs too', () => {
    expect(() =>
      expectMatchesSpec('indexer', 'get', '/health', 200, {
        'db-available': true,
        'is-migrating': false,
        message: '1',
        round: 1,
        version: '3.9.0',
      }),
    ).not.toThrow();
    expect(() => expectMatchesSpec('kmd', 'get', '/v1/wallets', 200, { wallets: [{ id: 1 }] })).toThrow();
    expect(() => expectMatchesSpec('kmd', 'get', '/v1/wallets', 200, { wallets: [] })).not.toThrow();
  });
});
