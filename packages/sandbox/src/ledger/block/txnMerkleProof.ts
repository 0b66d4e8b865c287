import { sha512_256 } from '../../util/sha512_256';

const TL = new TextEncoder().encode('TL');
const MA = new TextEncoder().encode('MA');
const STIB = new TextEncoder().encode('STIB');
const ZERO = new Uint8Array(32);

export interface TxnMerkleProof {
  /** The siblings from the leaf up, 32 bytes each, a missing one as zeros (GetConcatenatedProof). */
  readonly proof: Uint8Array;
  /** H("STIB" ‖ msgpack(stib)) of the proven entry. */
  readonly stibhash: Uint8Array;
  readonly treedepth: number;
}

/**
 * A proof that payset entry `idx` is in the block's SHA-512/256 transaction commitment
 * (go-algorand v5.0.0 data/bookkeeping/txn_merkle.go TxnMerkleTree: leaf H("TL" ‖ txid ‖
 * H("STIB" ‖ stib)), inner nodes H("MA" ‖ left ‖ right) with a missing right as zeros;
 * crypto/merklearray Tree.ProveSingleLeaf, SingleLeafProof.GetConcatenatedProof).
 */
export function txnMerkleProof(
  payset: readonly Uint8Array[],
  rawTxids: readonly Uint8Array[],
  idx: number,
): TxnMerkleProof {
  const stibhashes = payset.map((enc) => sha512_256(STIB, enc));
  const levels: Uint8Array[][] = [stibhashes.map((h, i) => sha512_256(TL, rawTxids[i] as Uint8Array, h))];
  for (let level = levels[0] as Uint8Array[]; level.length > 1;) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(sha512_256(MA, level[i] as Uint8Array, level[i + 1] ?? ZERO));
    levels.push(next);
    level = next;
  }
  const treedepth = levels.length - 1;
  const proof = new Uint8Array(32 * treedepth);
  for (let l = 0; l < treedepth; l++) {
    const sibling = (levels[l] as Uint8Array[])[(idx >> l) ^ 1];
    if (sibling !== undefined) proof.set(sibling, 32 * l);
  }
  return { proof, stibhash: stibhashes[idx] as Uint8Array, treedepth };
}
