import { DEFAULT_SANDBOX_ENDPOINTS } from '@sextant/core/network/builtInNetworks';
import { STORED_NETWORKS_MESSAGES } from '@sextant/core/network/storedNetworksMessages';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../test/memoryStore';
import { STORAGE_KEYS } from '../storage/KeyValueStore';
import { BOOT_MESSAGES } from './bootMessages';
import { readAppBoot } from './readAppBoot';

const config = { sandbox: { ...DEFAULT_SANDBOX_ENDPOINTS, algod: 'http://127.0.0.1:5555' }, problems: [] };

describe('readAppBoot', () => {
  it('starts clean on Sandbox with the configured URLs', () => {
    const boot = readAppBoot(config, memoryStore());
    expect(boot.problems).toEqual([]);
    expect(boot.lastNetworkId).toBe('sandbox');
    expect(boot.theme).toBe('system');
    expect(boot.builtIns.map((n) => n.id)).toEqual(['sandbox', 'testnet', 'mainnet']);
    expect(boot.builtIns[0]?.algod).toMatchObject({ url: 'http://127.0.0.1', port: 5555 });
  });

  it('on a static host (no sandbox named anywhere) a first visit opens the Browser network; a saved choice still wins', () => {
    const base = 'http://127.0.0.1:8080/browser-net';
    expect(readAppBoot({ ...config, staticHost: true }, memoryStore(), base).lastNetworkId).toBe('browser');
    const saved = memoryStore({ [STORAGE_KEYS.lastNetwork]: 'testnet' });
    expect(readAppBoot({ ...config, staticHost: true }, saved, base).lastNetworkId).toBe('testnet');
    // No Service Worker here (no Browser network offered): Sandbox, as before.
    expect(readAppBoot({ ...config, staticHost: true }, memoryStore()).lastNetworkId).toBe('sandbox');
  });

  it('offers the Browser network at the page’s own address, and remembers it as the last network', () => {
    const boot = readAppBoot(
      config,
      memoryStore({ [STORAGE_KEYS.lastNetwork]: 'browser' }),
      'http://127.0.0.1:8080/browser-net',
    );
    expect(boot.problems).toEqual([]);
    expect(boot.lastNetworkId).toBe('browser');
    expect(boot.builtIns.map((n) => n.id)).toEqual(['sandbox', 'browser', 'testnet', 'mainnet']);
    expect(boot.builtIns[1]?.kmd).toMatchObject({
      url: 'http://127.0.0.1',
      port: 8080,
      pathPrefix: '/browser-net/kmd',
    });
  });

  it('reports and resets every unusable saved value', () => {
    const store = memoryStore({
      [STORAGE_KEYS.networks]: '{"version":1,"networks":"nope"}',
      [STORAGE_KEYS.theme]: 'sepia',
      [STORAGE_KEYS.lastNetwork]: 'gone',
    });
    const boot = readAppBoot({ ...config, problems: ['from config'] }, store);
    expect(boot.problems).toEqual([
      'from config',
      STORED_NETWORKS_MESSAGES.unreadable,
      BOOT_MESSAGES.themeReset,
      BOOT_MESSAGES.lastNetworkReset,
    ]);
    expect(boot.customNetworks).toEqual([]);
    expect(boot.theme).toBe('system');
    expect(boot.lastNetworkId).toBe('sandbox');
    expect([...store.data.keys()]).toEqual([]);
  });

  it('keeps good saved values', () => {
    const networks = JSON.stringify({
      version: 1,
      networks: [
        {
          name: 'Lab',
          algod: {
            url: 'http://10.0.0.2',
            port: '4001',
            pathPrefix: '',
            token: '',
            tokenHeader: 'X-Algo-API-Token',
          },
          indexer: { url: '', port: '', pathPrefix: '', token: '', tokenHeader: 'X-Indexer-API-Token' },
          kmd: { url: '', port: '', pathPrefix: '', token: '', tokenHeader: 'X-KMD-API-Token' },
        },
      ],
    });
    const store = memoryStore({
      [STORAGE_KEYS.networks]: networks,
      [STORAGE_KEYS.theme]: 'dark',
      [STORAGE_KEYS.lastNetwork]: 'lab',
    });
    const boot = readAppBoot(config, store);
    expect(boot.problems).toEqual([]);
    expect(boot.customNetworks.map((n) => n.id)).toEqual(['lab']);
    expect(boot.theme).toBe('dark');
    expect(boot.lastNetworkId).toBe('lab');
    expect(store.data.get(STORAGE_KEYS.networks)).toBe(networks);
  });
});
