import { describe, expect, it } from 'vitest';
import { builtInNetworks, DEFAULT_SANDBOX_ENDPOINTS } from './builtInNetworks';
import { endpointBaseUrl } from './endpointBaseUrl';

describe('builtInNetworks', () => {
  it('has Sandbox on the LocalNet defaults, and TestNet and MainNet on AlgoNode without a token', () => {
    const [sandbox, testnet, mainnet] = builtInNetworks();
    expect(sandbox?.id).toBe('sandbox');
    expect(sandbox && endpointBaseUrl(sandbox.algod)).toBe('http://127.0.0.1:4001');
    expect(sandbox?.indexer && endpointBaseUrl(sandbox.indexer)).toBe('http://127.0.0.1:8980');
    expect(sandbox?.kmd && endpointBaseUrl(sandbox.kmd)).toBe('http://127.0.0.1:4002');
    expect(sandbox?.algod).toMatchObject({ token: 'a'.repeat(64), tokenHeader: 'X-Algo-API-Token' });
    expect(sandbox?.indexer?.tokenHeader).toBe('X-Indexer-API-Token');
    expect(sandbox?.kmd?.tokenHeader).toBe('X-KMD-API-Token');

    expect(testnet && endpointBaseUrl(testnet.algod)).toBe('https://testnet-api.algonode.cloud');
    expect(testnet?.indexer && endpointBaseUrl(testnet.indexer)).toBe('https://testnet-idx.algonode.cloud');
    expect(mainnet && endpointBaseUrl(mainnet.algod)).toBe('https://mainnet-api.algonode.cloud');
    expect(mainnet?.indexer && endpointBaseUrl(mainnet.indexer)).toBe('https://mainnet-idx.algonode.cloud');
    expect([testnet?.algod.token, mainnet?.algod.token, testnet?.kmd, mainnet?.kmd]).toEqual([
      '',
      '',
      undefined,
      undefined,
    ]);
  });

  it('points Sandbox wherever it was told, path prefix included', () => {
    const [sandbox] = builtInNetworks({
      ...DEFAULT_SANDBOX_ENDPOINTS,
      algod: 'http://127.0.0.1:41234',
      indexer: 'http://localhost:5000/idx',
      token: 'tok',
    });
    expect(sandbox?.algod).toEqual({
      url: 'http://127.0.0.1',
      port: 41234,
      pathPrefix: '',
      token: 'tok',
      tokenHeader: 'X-Algo-API-Token',
    });
    expect(sandbox?.indexer && endpointBaseUrl(sandbox.indexer)).toBe('http://localhost:5000/idx');
  });

  it('adds the Browser network after Sandbox when told where the app serves it', () => {
    const networks = builtInNetworks(DEFAULT_SANDBOX_ENDPOINTS, 'https://example.org/app/browser-net');
    expect(networks.map((n) => n.id)).toEqual(['sandbox', 'browser', 'testnet', 'mainnet']);
    const browser = networks[1];
    expect(browser).toMatchObject({ id: 'browser', name: 'Browser', builtIn: true });
    expect(browser?.algod).toEqual({
      url: 'https://example.org',
      port: null,
      pathPrefix: '/app/browser-net/algod',
      token: 'a'.repeat(64),
      tokenHeader: 'X-Algo-API-Token',
    });
    expect(browser?.indexer && endpointBaseUrl(browser.indexer)).toBe(
      'https://example.org/app/browser-net/indexer',
    );
    expect(browser?.kmd && endpointBaseUrl(browser.kmd)).toBe('https://example.org/app/browser-net/kmd');
  });
});
