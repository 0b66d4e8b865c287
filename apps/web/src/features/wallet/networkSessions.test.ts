import { describe, expect, it } from 'vitest';
import { activateNetworkSessions } from './runtime/activateNetworkSessions';
import { readWalletConfig } from './runtime/readWalletConfig';
import { hasStoredSession, stashKey, USE_WALLET_KEY } from './hasStoredSession';

function memory(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const state = (network: string, wallets: object = { kmd: { accounts: [{ address: 'A' }] } }) =>
  JSON.stringify({ wallets, activeWallet: 'kmd', activeNetwork: network });

describe('per-network wallet sessions', () => {
  it('a session belongs to the network it was made on', () => {
    const store = memory({ [USE_WALLET_KEY]: state('sandbox') });
    expect(hasStoredSession('sandbox', store)).toBe(true);
    expect(hasStoredSession('testnet', store)).toBe(false);
    expect(hasStoredSession('sandbox', memory({ [USE_WALLET_KEY]: state('sandbox', {}) }))).toBe(false);
    expect(hasStoredSession('sandbox', memory({ [USE_WALLET_KEY]: '{oops' }))).toBe(false);
  });

  it('switching sets the other network’s sessions aside and brings them back', () => {
    const store = memory({ [USE_WALLET_KEY]: state('sandbox'), walletconnect: '{"bridge":"x"}' });
    activateNetworkSessions('testnet', store);
    expect(store.data.get(USE_WALLET_KEY)).toBeUndefined();
    expect(store.data.get('walletconnect')).toBeUndefined();
    expect(hasStoredSession('testnet', store)).toBe(false);
    expect(hasStoredSession('sandbox', store)).toBe(true);

    // TestNet makes its own session; back on Sandbox, Sandbox's returns and TestNet's waits.
    store.setItem(USE_WALLET_KEY, state('testnet', { pera: { accounts: [{ address: 'P' }] } }));
    activateNetworkSessions('sandbox', store);
    expect(store.data.get(USE_WALLET_KEY)).toBe(state('sandbox'));
    expect(store.data.get('walletconnect')).toBe('{"bridge":"x"}');
    expect(hasStoredSession('testnet', store)).toBe(true);
    expect(store.data.has(stashKey('sandbox'))).toBe(false);

    // Idempotent.
    activateNetworkSessions('sandbox', store);
    expect(store.data.get(USE_WALLET_KEY)).toBe(state('sandbox'));
  });
});

describe('readWalletConfig', () => {
  it('reads offerAll and the bridges, and names what it ignored', () => {
    expect(readWalletConfig(undefined)).toEqual({ config: { offerAll: false }, ignored: [] });
    expect(
      readWalletConfig({ offerAll: true, peraBridge: 'ws://127.0.0.1:9', deflyBridge: 'https://b.example' }),
    ).toEqual({
      config: { offerAll: true, peraBridge: 'ws://127.0.0.1:9', deflyBridge: 'https://b.example' },
      ignored: [],
    });
    expect(readWalletConfig({ offerAll: 'yes', peraBridge: 'nope' })).toEqual({
      config: { offerAll: false },
      ignored: ['offerAll', 'peraBridge'],
    });
    expect(readWalletConfig([1])).toEqual({ config: { offerAll: false }, ignored: ['wallets'] });
  });
});
