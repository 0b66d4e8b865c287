/** An inner transaction as simulate reports it: its fee and its own inner transactions. */
export interface InnerFeeNode {
  fee: bigint;
  inners: readonly InnerFeeNode[];
}

/**
 * What the outer transaction must add to its fee so every inner transaction below it is paid for,
 * given the fees they set (0 µALGO where the program leaves the fee to the pooled credit). Each
 * inner transaction needs the minimum fee (no per-byte fee inside the AVM); a surplus an inner
 * transaction pays pools only to its later siblings and their children, never up to the parent
 * (go: data/transactions/logic/eval.go opItxnSubmit and ledger/apply's fee credit; the same walk
 * as algokit-utils' calculateInnerFeeDelta). Negative results never happen: a surplus is 0.
 */
export function innerFeeDeficit(inners: readonly InnerFeeNode[], minFee: bigint, later = 0n): bigint {
  let acc = later;
  // walked from the last: what later siblings still lack is carried into the earlier ones' children
  for (let i = inners.length - 1; i >= 0; i--) {
    const inner = inners[i] as InnerFeeNode;
    const delta = innerFeeDeficit(inner.inners, minFee, acc) + minFee - inner.fee;
    acc = delta > 0n ? delta : 0n;
  }
  return acc;
}
