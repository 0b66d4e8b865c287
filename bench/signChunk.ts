import algosdk from 'algosdk';
import { fastSignedTxn } from '../packages/sandbox/test/support/fastSign';

/**
 * POSTs are signed in chunks this large, right before they are sent (not timed): concurrent POSTs
 * may share a block, so how far the round moves is not known in advance, but a chunk moves it by
 * at most one round per POST, which keeps every transaction of the chunk inside its validity window.
 */
export const CHUNK_POSTS = 990;

export interface BenchKey {
  readonly addr: string;
  readonly sk: Uint8Array;
}

export interface SignedChunk {
  /** One `POST /v2/transactions` body per post: `groupSize` signed payments. */
  readonly bodies: Uint8Array[];
  /** Per post, the txids of its transactions (the first is what the POST answers). */
  readonly txids: string[][];
}

/**
 * Payments for the benchmarks, signed with node:crypto: post `k` (from `firstPost`) sends
 * `groupSize` payments (amounts 1…groupSize, note `${tag}${k}`, so every transaction is distinct)
 * from key `k` to key `k + 1`, valid for rounds `fv`…`fv + 1000`, grouped when `groupSize` > 1.
 */
export function signChunk(
  keys: readonly BenchKey[],
  genesisHash: Uint8Array,
  options: { firstPost: number; posts: number; groupSize: number; fv: bigint; tag: string },
): SignedChunk {
  const { firstPost, posts, groupSize, fv, tag } = options;
  const suggestedParams = {
    fee: 1000n,
    minFee: 1000n,
    flatFee: true,
    firstValid: fv,
    lastValid: fv + 1000n,
    genesisID: 'sandnet-v1',
    genesisHash,
  };
  const bodies: Uint8Array[] = [];
  const txids: string[][] = [];
  for (let k = firstPost; k < firstPost + posts; k++) {
    const sender = keys[k % keys.length] as BenchKey;
    const receiver = keys[(k + 1) % keys.length] as BenchKey;
    const note = new TextEncoder().encode(`${tag}${k}`);
    const txns = Array.from({ length: groupSize }, (_, i) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: sender.addr,
        receiver: receiver.addr,
        amount: 1 + i,
        note,
        suggestedParams,
      }),
    );
    if (groupSize > 1) algosdk.assignGroupID(txns);
    const signed = txns.map((t) => fastSignedTxn(t, sender.sk));
    bodies.push(Buffer.concat(signed.map((s) => algosdk.encodeMsgpack(s))));
    txids.push(txns.map((t) => t.txID()));
  }
  return { bodies, txids };
}
