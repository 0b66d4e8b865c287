import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import algosdk from 'algosdk';
import { readResource } from '../../indexer/testing/referenceResources';
import { txnCommitments } from './txnCommitments';

/** The commitments written out from the spec with node:crypto, one new array per hash. */
function reference(payset: Uint8Array[], txns: { rawTxid: Uint8Array; toSign: Uint8Array }[]) {
  const h = (alg: string, ...parts: Uint8Array[]) => {
    const hash = createHash(alg);
    for (const p of parts) hash.update(p);
    return new Uint8Array(hash.digest());
  };
  const text = (s: string) => new TextEncoder().encode(s);
  const root = (leaves: Uint8Array[], alg: string): Uint8Array => {
    if (leaves.length === 0) return new Uint8Array(32);
    if (leaves.length === 1) return leaves[0] as Uint8Array;
    const next: Uint8Array[] = [];
    for (let i = 0; i < leaves.length; i += 2)
      next.push(h(alg, text('MA'), leaves[i] as Uint8Array, leaves[i + 1] ?? new Uint8Array(32)));
    return root(next, alg);
  };
  const native = payset.map((enc, i) =>
    h('sha512-256', text('TL'), txns[i]?.rawTxid as Uint8Array, h('sha512-256', text('STIB'), enc)),
  );
  const s256 = payset.map((enc, i) =>
    h('sha256', text('TL'), h('sha256', txns[i]?.toSign as Uint8Array), h('sha256', text('STIB'), enc)),
  );
  // go crypto/merklearray BuildVectorCommitmentTree: padded to a power of two (at least 1) with
  // SHA-256("MB"), leaf i at the position of i's bits reversed.
  let size = 1;
  while (size < s256.length) size *= 2;
  const depth = Math.log2(size);
  const placed = Array.from({ length: size }, (_, pos) => {
    const i = parseInt(pos.toString(2).padStart(depth, '0').split('').reverse().join('') || '0', 2);
    return s256[i] ?? h('sha256', text('MB'));
  });
  return { native: root(native, 'sha512-256'), s256: root(placed, 'sha256') };
}

describe('txnCommitments', () => {
  it('is the payset Merkle root and the SHA-256 vector commitment for paysets of every size up to 70', () => {
    for (let n = 0; n <= 70; n++) {
      const payset = Array.from({ length: n }, (_, i) => new Uint8Array(randomBytes(20 + i)));
      const txns = payset.map((_, i) => ({
        rawTxid: new Uint8Array(randomBytes(32)),
        toSign: new Uint8Array(randomBytes(100 + i)),
      }));
      const got = txnCommitments(payset, txns);
      const want = reference(payset, txns);
      expect(Buffer.from(got.nativeSha512_256Commitment).toString('hex')).toBe(
        Buffer.from(want.native).toString('hex'),
      );
      expect(Buffer.from(got.sha256Commitment).toString('hex')).toBe(Buffer.from(want.s256).toString('hex'));
      expect(got.nativeSha512_256Commitment.buffer.byteLength).toBe(32);
    }
  });

  // stpf_block_high_index is left out: its payset was edited after go committed it (its SHA-512/256
  // `txn` does not match its entries either).
  it.each(['branch512_block', 'proposer_incentives_block', 'stpf_block'])(
    'gives the SHA-256 commitment go wrote in %s (indexer test resource)',
    (name) => {
      // go: data/bookkeeping/txn_merkle.go TxnMerkleTreeSHA256 over the block's own entries; the
      // txid is SHA-256 over "TX" ‖ the transaction with the genesis fields the block left out.
      const raw = algosdk.msgpackRawDecodeAsMap(readResource(`${name}.block`)) as Map<string, unknown>;
      const block = raw.get('block') as Map<string, algosdk.MsgpackEncodingData>;
      const entries = (block.get('txns') ?? []) as Map<string, algosdk.MsgpackEncodingData>[];
      const payset = entries.map((e) => algosdk.msgpackRawEncode(e));
      const txns = entries.map((e) => {
        const txn = new Map(e.get('txn') as Map<string, algosdk.MsgpackEncodingData>);
        if (e.get('hgi') === true) txn.set('gen', block.get('gen') as string);
        txn.set('gh', block.get('gh') as Uint8Array);
        const sorted = new Map([...txn].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        const toSign = new Uint8Array([
          ...new TextEncoder().encode('TX'),
          ...algosdk.msgpackRawEncode(sorted),
        ]);
        return { rawTxid: new Uint8Array(32), toSign };
      });
      expect(Buffer.from(txnCommitments(payset, txns).sha256Commitment).toString('hex')).toBe(
        Buffer.from(block.get('txn256') as Uint8Array).toString('hex'),
      );
    },
  );
});
