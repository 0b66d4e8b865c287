import algosdk from 'algosdk';
import { digest } from '#platform/crypto';
import { sha512_256 } from '../../util/sha512_256';

const TL = new TextEncoder().encode('TL');
const MA = new TextEncoder().encode('MA');
const STIB = new TextEncoder().encode('STIB');

function sha256(...parts: Uint8Array[]): Uint8Array {
  return digest('sha256', parts);
}

/** The spec's Merkle reduction: pairs hashed with "MA", an odd last value paired with zeros; empty → zeros. */
function merkleRoot(leaves: Uint8Array[], hash: (...parts: Uint8Array[]) => Uint8Array): Uint8Array {
  if (leaves.length === 0) return new Uint8Array(32);
  let level = leaves;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(hash(MA, level[i] as Uint8Array, level[i + 1] ?? new Uint8Array(32)));
    level = next;
  }
  return level[0] as Uint8Array;
}

/**
 * The block's transaction commitments, from each block entry's msgpack (`encodeBlockTxn`). `txn` (SHA-512/256) follows go-algorand's payset Merkle tree:
 * leaf = H("TL" ‖ txid ‖ H("STIB" ‖ msgpack(stib))). `txn256` is APPROXIMATE: the same tree shape
 * with SHA-256 throughout; algod builds a vector commitment (bit-reversed leaf order, padded to a
 * power of two), which the sandbox does not reproduce. Nothing a client verifies depends on it.
 */
export function txnCommitments(
  payset: readonly Uint8Array[],
  txns: readonly { rawTxid: Uint8Array; toSign: Uint8Array }[],
): algosdk.TxnCommitments {
  const native: Uint8Array[] = [];
  const s256: Uint8Array[] = [];
  payset.forEach((enc, i) => {
    const t = txns[i] as { rawTxid: Uint8Array; toSign: Uint8Array };
    native.push(sha512_256(TL, t.rawTxid, sha512_256(STIB, enc)));
    // The SHA-256 txid is over the full transaction ("TX" ‖ msgpack, genesis fields included).
    s256.push(sha256(TL, sha256(t.toSign), sha256(STIB, enc)));
  });
  return new algosdk.TxnCommitments({
    nativeSha512_256Commitment: merkleRoot(native, sha512_256),
    sha256Commitment: merkleRoot(s256, sha256),
  });
}
