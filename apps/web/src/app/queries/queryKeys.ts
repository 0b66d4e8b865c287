/**
 * Every TanStack Query key in the app, built here and nowhere else: `[network, service, resource,
 * ...args]`. What belongs to one account, asset or application nests under that entity's key, so
 * invalidating the entity's prefix refreshes every view of it (the explorer page, its lists, the
 * studio's facts, the wallet's balance) at once.
 *
 * Services: `algod` and `indexer` for raw node answers, `ledger` for explorer view models (indexer
 * first, algod where there is none), `kmd`, `local` for the browser's own stores, `probe`.
 */
export type Service = 'algod' | 'indexer' | 'ledger' | 'kmd' | 'local' | 'probe';

type Arg = string | number | boolean | null | object;

/** An account's, asset's or application's key under one service: what nests under it is that entity's. */
function entityKeys<S extends Service>(service: S) {
  return {
    account: (net: string, address: string, ...rest: Arg[]) =>
      [net, service, 'account', address, ...rest] as const,
    asset: (net: string, id: bigint | string, ...rest: Arg[]) =>
      [net, service, 'asset', String(id), ...rest] as const,
    application: (net: string, id: bigint | string, ...rest: Arg[]) =>
      [net, service, 'application', String(id), ...rest] as const,
  };
}

export const queryKeys = {
  /** Everything cached for a network: removed when the network is edited or deleted. */
  network: (net: string) => [net] as const,
  probe: (net: string) => [net, 'probe'] as const,
  /** kmd's own probe (the home page's kmd card), under the network's probe. */
  kmdProbe: (net: string) => [net, 'probe', 'kmd'] as const,

  algod: {
    all: (net: string) => [net, 'algod'] as const,
    status: (net: string) => [net, 'algod', 'status'] as const,
    params: (net: string) => [net, 'algod', 'params'] as const,
    ...entityKeys('algod'),
    /** Anything else algod answers: `[net, 'algod', resource, ...args]`. */
    other: (net: string, resource: string, ...args: Arg[]) => [net, 'algod', resource, ...args] as const,
  },

  indexer: {
    all: (net: string) => [net, 'indexer'] as const,
    other: (net: string, resource: string, ...args: Arg[]) => [net, 'indexer', resource, ...args] as const,
  },

  ledger: {
    ...entityKeys('ledger'),
    transaction: (net: string, txid: string) => [net, 'ledger', 'transaction', txid] as const,
    group: (net: string, groupId: string) => [net, 'ledger', 'group', groupId] as const,
    block: (net: string, round: bigint | string) => [net, 'ledger', 'block', String(round)] as const,
    /** Lists that grow with every block (home page, search results): refreshed by any commit. */
    latest: (net: string, ...rest: Arg[]) => [net, 'ledger', 'latest', ...rest] as const,
    search: (net: string, resource: string, ...args: Arg[]) =>
      [net, 'ledger', 'search', resource, ...args] as const,
  },

  kmd: {
    wallets: (net: string) => [net, 'kmd', 'wallets'] as const,
    other: (net: string, resource: string, ...args: Arg[]) => [net, 'kmd', resource, ...args] as const,
  },

  local: {
    /** The browser's own stores (IndexedDB): drafts, app specs, saved accounts, logic sigs. */
    store: (net: string, store: string, ...args: Arg[]) => [net, 'local', store, ...args] as const,
  },
};
