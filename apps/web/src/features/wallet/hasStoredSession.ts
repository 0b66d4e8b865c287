/** Where use-wallet keeps its sessions (`LOCAL_STORAGE_KEY` in @txnlab/use-wallet 4). */
export const USE_WALLET_KEY = '@txnlab/use-wallet:v4';

/** Where a network's sessions wait while another network is in use (see activateNetworkSessions). */
export const stashKey = (networkId: string) => `sextant.wallet.${networkId}`;

/** The network use-wallet's stored state belongs to, and whether it holds a connected wallet. */
export function readLiveState(
  raw: string | null | undefined,
): { network: string; connected: boolean } | undefined {
  try {
    const state = JSON.parse(raw ?? 'null') as { activeNetwork?: unknown; wallets?: object } | null;
    if (typeof state?.activeNetwork !== 'string') return undefined;
    return { network: state.activeNetwork, connected: Object.keys(state.wallets ?? {}).length > 0 };
  } catch {
    return undefined;
  }
}

/**
 * True when a wallet session is stored for this network, live or set aside: the wallet code must
 * then load at start to resume it. Small on purpose: this is all of the wallet on the first page.
 */
export function hasStoredSession(
  networkId: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): boolean {
  try {
    const live = readLiveState(storage.getItem(USE_WALLET_KEY));
    if (live?.network === networkId) return live.connected;
    const stash = JSON.parse(storage.getItem(stashKey(networkId)) ?? '{}') as Record<string, string>;
    return readLiveState(stash[USE_WALLET_KEY])?.connected ?? false;
  } catch {
    return false;
  }
}
