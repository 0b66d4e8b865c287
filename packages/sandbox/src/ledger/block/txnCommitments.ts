import algosdk from 'algosdk';
import { digest, digestInto } from '#platform/crypto';
import { vectorCommitmentRoot } from './vectorCommitment';

const TL = new TextEncoder().encode('TL');
const MA = new TextEncoder().encode('MA');
const STIB = new TextEncoder().encode('STIB');
const ZERO = new Uint8Array(32);

type Alg = 'sha256' | 'sha512-256';

/**
 * 32-byte slots carved from one array per block: the leaves, inner nodes and the hashes that only
 * feed them are written in place (`digestInto`), not each a new array.
 */
class Slots {
  private readonly bytes: Uint8Array;
  private next = 0;

  constructor(count: number) {
    this.bytes = new Uint8Array(32 * count);
  }

  hash(alg: Alg, ...parts: Uint8Array[]): Uint8Array {
    const out = this.bytes.subarray(this.next, this.next + 32);
    this.next += 32;
    digestInto(alg, parts, out);
    return out;
  }
}

/** The spec's Merkle reduction: pairs hashed with "MA", an odd last value paired with zeros; empty → zeros. */
function merkleRoot(leaves: Uint8Array[], alg: Alg, slots: Slots): Uint8Array {
  if (leaves.length === 0) return new Uint8Array(32);
  let level = leaves;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(slots.hash(alg, MA, level[i] as Uint8Array, level[i + 1] ?? ZERO));
    level = next;
  }
  // The root leaves the block's slots: a copy of its own.
  return (level[0] as Uint8Array).slice();
}

/**
 * The block's transaction commitments, from each block entry's msgpack (`encodeBlockTxn`), as
 * go-algorand v5.0.0 data/bookkeeping/block.go PaysetCommit makes them. `txn` (SHA-512/256)
 * is the payset Merkle tree (txn_merkle.go TxnMerkleTree): leaf = H("TL" ‖ txid ‖ H("STIB" ‖
 * msgpack(stib))). `txn256` is the SHA-256 vector commitment (TxnMerkleTreeSHA256: the same leaves
 * hashed with SHA-256, the txid being SHA-256 of "TX" ‖ msgpack(txn); `vectorCommitment`). The
 * genesis block has zeros for it (`makeGenesisBlock`). `txn512` (v41's EnableSha512BlockHash) is
 * the SHA-512 vector commitment (TxnMerkleTreeSHA512) over leaves SHA-512("TL" ‖ the SHA-256 txid ‖
 * SHA-256("STIB" ‖ msgpack(stib))): txnMerkleElem.RawLeaf gives any hash but SHA-512/256 the
 * SHA-256 pair, so its leaves hash the same 64 bytes `txn256`'s do.
 */
export function txnCommitments(
  payset: readonly Uint8Array[],
  txns: readonly { rawTxid: Uint8Array; toSign: Uint8Array }[],
): algosdk.TxnCommitments {
  // Per transaction 5 hashes (2 leaves, 3 feeding them); a tree of n leaves has at most
  // n + log2(n) inner nodes (each level half the one below, rounded up).
  const n = payset.length;
  const slots = new Slots(7 * n + 2 * (32 - Math.clz32(n)));
  const native: Uint8Array[] = [];
  const s256: Uint8Array[] = [];
  const s512: Uint8Array[] = [];
  payset.forEach((enc, i) => {
    const t = txns[i] as { rawTxid: Uint8Array; toSign: Uint8Array };
    native.push(slots.hash('sha512-256', TL, t.rawTxid, slots.hash('sha512-256', STIB, enc)));
    // The SHA-256 txid is over the full transaction ("TX" ‖ msgpack, genesis fields included).
    const txid256 = slots.hash('sha256', t.toSign);
    const stib256 = slots.hash('sha256', STIB, enc);
    s256.push(slots.hash('sha256', TL, txid256, stib256));
    s512.push(digest('sha512', [TL, txid256, stib256]));
  });
  return new algosdk.TxnCommitments({
    nativeSha512_256Commitment: merkleRoot(native, 'sha512-256', slots),
    sha256Commitment: vectorCommitmentRoot(s256),
    sha512Commitment: vectorCommitmentRoot(s512, 'sha512'),
  });
}
