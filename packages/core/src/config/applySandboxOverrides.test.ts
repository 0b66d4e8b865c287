import { describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX_ENDPOINTS } from '../network/builtInNetworks';
import { SextantError } from '../errors/SextantError';
import { applySandboxOverrides } from './applySandboxOverrides';

describe('applySandboxOverrides', () => {
  it('keeps the defaults when there is nothing to apply', () => {
    expect(applySandboxOverrides(DEFAULT_SANDBOX_ENDPOINTS, undefined)).toBe(DEFAULT_SANDBOX_ENDPOINTS);
    expect(applySandboxOverrides(DEFAULT_SANDBOX_ENDPOINTS, { algod: '' })).toEqual(
      DEFAULT_SANDBOX_ENDPOINTS,
    );
  });

  it('replaces the URLs and token that are given', () => {
    expect(
      applySandboxOverrides(DEFAULT_SANDBOX_ENDPOINTS, {
        algod: 'http://127.0.0.1:41234/',
        token: 'b'.repeat(64),
      }),
    ).toEqual({ ...DEFAULT_SANDBOX_ENDPOINTS, algod: 'http://127.0.0.1:41234', token: 'b'.repeat(64) });
  });

  it.each([
    ['a list', [], 'sandbox'],
    ['an unknown key', { algodd: 'http://x' }, 'algodd'],
    ['a number', { kmd: 4002 }, 'kmd'],
    ['a bad URL', { indexer: 'localhost:8980' }, 'indexer'],
    ['credentials', { algod: 'http://u:p@127.0.0.1:4001' }, 'algod'],
  ])('refuses %s with CONFIG_INVALID naming the key', (_label, overrides, key) => {
    let error: unknown;
    try {
      applySandboxOverrides(DEFAULT_SANDBOX_ENDPOINTS, overrides);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SextantError);
    expect((error as SextantError).code).toBe('CONFIG_INVALID');
    expect((error as SextantError).details).toEqual({ key });
    expect((error as SextantError).message).not.toContain('u:p');
  });
});
