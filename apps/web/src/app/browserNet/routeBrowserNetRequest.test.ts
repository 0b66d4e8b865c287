import { describe, expect, it } from 'vitest';
import { routeBrowserNetRequest } from './routeBrowserNetRequest';

const ORIGIN = 'https://app.example';
const route = (url: string, scope = '/') => routeBrowserNetRequest(new URL(url, ORIGIN), ORIGIN, scope);

describe('routeBrowserNetRequest', () => {
  it('strips the prefix: each API sees its own path and query', () => {
    expect(route('/browser-net/algod/v2/status')).toEqual({ kind: 'api', api: 'algod', path: '/v2/status' });
    expect(route('/browser-net/indexer/v2/accounts?limit=5&next=a')).toEqual({
      kind: 'api',
      api: 'indexer',
      path: '/v2/accounts?limit=5&next=a',
    });
    expect(route('/browser-net/kmd/v1/wallets')).toEqual({ kind: 'api', api: 'kmd', path: '/v1/wallets' });
    expect(route('/browser-net/algod')).toEqual({ kind: 'api', api: 'algod', path: '/' });
  });

  it('honours the app’s base', () => {
    expect(route('/sextant/browser-net/algod/health', '/sextant/')).toEqual({
      kind: 'api',
      api: 'algod',
      path: '/health',
    });
    expect(route('/browser-net/algod/health', '/sextant/')).toBeUndefined();
  });

  it('names the admin actions and nothing else under admin', () => {
    expect(route('/browser-net/admin/export')).toEqual({ kind: 'admin', action: 'export' });
    expect(route('/browser-net/admin/import')).toEqual({ kind: 'admin', action: 'import' });
    expect(route('/browser-net/admin/reset')).toEqual({ kind: 'admin', action: 'reset' });
    expect(route('/browser-net/admin/fork')).toEqual({ kind: 'admin', action: 'fork' });
    expect(route('/browser-net/admin/wipe')).toBeUndefined();
  });

  it('leaves every other request alone', () => {
    expect(route('/')).toBeUndefined();
    expect(route('/assets/index-abc.js')).toBeUndefined();
    expect(route('/browser/compose')).toBeUndefined();
    expect(route('/browser-net/other/x')).toBeUndefined();
    expect(route('https://testnet-api.algonode.cloud/browser-net/algod/v2/status')).toBeUndefined();
  });
});
