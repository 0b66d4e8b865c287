export const TXID_FRAGMENT_KEY = 'txid';

/**
 * A committed transaction's group re-run in the debugger: `/:net/debug#txid=…`. Its own file,
 * free of algosdk, so explorer pages link here without loading it.
 */
export function debugTxidHref(networkId: string, txid: string): string {
  return `/${networkId}/debug#${TXID_FRAGMENT_KEY}=${encodeURIComponent(txid)}`;
}
