import { digest } from '#platform/crypto';

const MA = new TextEncoder().encode('MA');
const MB = new TextEncoder().encode('MB');

/** Bits needed for a position in a tree of `size` leaves (a power of two). */
const pathBits = (size: number): number => 31 - Math.clz32(size);

/** `pos` with its low `bits` bits in reverse order (go: bits.Reverse64(pos) >> (64 - bits)). */
function reverse(pos: number, bits: number): number {
  let out = 0;
  for (let b = 0; b < bits; b++) out |= ((pos >> b) & 1) << (bits - 1 - b);
  return out;
}

/** The hash a vector commitment is built with: SHA-256 (`txn256`, proofs) or SHA-512 (`txn512`). */
export type VectorHash = 'sha256' | 'sha512';

/**
 * A vector commitment tree over the hashed leaves, as go-algorand v5.0.0 crypto/merklearray
 * BuildVectorCommitmentTree builds it (vectorCommitmentArray.go): the leaves are padded to a power
 * of two (at least one) with the bottom element H("MB"), leaf `i` sits at the position whose bits
 * are `i`'s reversed, and each node is H("MA" ‖ left ‖ right). Returns every level, the leaves
 * first and the root last.
 */
export function vectorCommitmentLevels(
  leaves: readonly Uint8Array[],
  alg: VectorHash = 'sha256',
): Uint8Array[][] {
  const n = leaves.length;
  const size = n <= 1 ? 1 : 2 ** (32 - Math.clz32(n - 1));
  const bits = pathBits(size);
  const bottom = digest(alg, [MB]);
  const first: Uint8Array[] = [];
  for (let pos = 0; pos < size; pos++) first.push(leaves[reverse(pos, bits)] ?? bottom);
  const levels = [first];
  for (let level = first; level.length > 1;) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(digest(alg, [MA, level[i] as Uint8Array, level[i + 1] as Uint8Array]));
    levels.push(next);
    level = next;
  }
  return levels;
}

/** The commitment: the tree's root. */
export function vectorCommitmentRoot(leaves: readonly Uint8Array[], alg: VectorHash = 'sha256'): Uint8Array {
  const levels = vectorCommitmentLevels(leaves, alg);
  return (levels[levels.length - 1] as Uint8Array[])[0] as Uint8Array;
}

/**
 * go's Tree.ProveSingleLeaf for a vector commitment (merkle.go Prove: the element index turned into
 * its tree position by convertLeavesIndexes), as GetConcatenatedProof writes it: the siblings from
 * the leaf up, 32 bytes each.
 */
export function vectorCommitmentProof(
  leaves: readonly Uint8Array[],
  idx: number,
): { proof: Uint8Array; treedepth: number } {
  const levels = vectorCommitmentLevels(leaves);
  const treedepth = levels.length - 1;
  let pos = reverse(idx, treedepth);
  const proof = new Uint8Array(32 * treedepth);
  for (let l = 0; l < treedepth; l++) {
    proof.set((levels[l] as Uint8Array[])[pos ^ 1] as Uint8Array, 32 * l);
    pos >>= 1;
  }
  return { proof, treedepth };
}
