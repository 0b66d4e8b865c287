import type algosdk from 'algosdk';
import { signerKeyAt, type SignGroupOptions } from '../GroupSigner';

/**
 * The loop every key-holding signer shares: for each wanted position whose signing key is one of
 * `held`, ask `sign`; every other position stays null. Positions are signed in order, one at a
 * time, so a kmd handle or a wallet prompt is never asked twice at once.
 */
export async function signPositions(
  txns: readonly algosdk.Transaction[],
  indexesToSign: readonly number[],
  options: SignGroupOptions | undefined,
  held: readonly string[],
  sign: (txn: algosdk.Transaction, key: string, index: number) => Promise<Uint8Array | null>,
): Promise<(Uint8Array | null)[]> {
  const out: (Uint8Array | null)[] = txns.map(() => null);
  const keys = new Set(held);
  const wanted = [...new Set(indexesToSign)].filter((i) => i >= 0 && i < txns.length).sort((a, b) => a - b);
  for (const i of wanted) {
    const key = signerKeyAt(txns, i, options);
    if (!keys.has(key)) continue;
    out[i] = await sign(txns[i] as algosdk.Transaction, key, i);
  }
  return out;
}
