import { createHash } from 'node:crypto';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastSign } from './support/fastSign';
import { TWO_NETWORKS, type TestNetwork } from './support/twoNetworks';

/**
 * GET /v2/blocks/{round}/transactions/{txid}/proof (go-algorand v5.0.0 daemon/algod/api/server/v2/
 * handlers.go GetTransactionProof; crypto/merklearray ProveSingleLeaf, GetConcatenatedProof): the
 * proof, walked up from H("TL" ‖ txid ‖ stibhash) with "MA" pairs, gives the block header's `txn`
 * commitment — checked here for every transaction of a three-transaction block (an odd tree).
 */
const h512 = (...parts: Uint8Array[]) =>
  new Uint8Array(createHash('sha512-256').update(Buffer.concat(parts)).digest());
const h256 = (...parts: Uint8Array[]) =>
  new Uint8Array(createHash('sha256').update(Buffer.concat(parts)).digest());
const enc = (s: string) => new TextEncoder().encode(s);
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/**
 * Walks a sha256 proof up as go's merklearray Verify does for a vector commitment
 * (crypto/merklearray/vectorCommitmentArray.go): the element index, its bits reversed over the
 * tree's depth, is the leaf's position; nodes are SHA-256("MA" ‖ left ‖ right).
 */
function sha256Root(leaf: Uint8Array, idx: number, proof: Uint8Array, depth: number): Uint8Array {
  let pos = 0;
  for (let b = 0; b < depth; b++) pos |= ((idx >> b) & 1) << (depth - 1 - b);
  let node = leaf;
  for (let l = 0; l < depth; l++) {
    const sibling = proof.subarray(32 * l, 32 * (l + 1));
    node = pos % 2 === 0 ? h256(enc('MA'), node, sibling) : h256(enc('MA'), sibling, node);
    pos >>= 1;
  }
  return node;
}

describe.each(TWO_NETWORKS)('transaction proofs on the %s', (_name, start) => {
  let net: TestNetwork;
  let round: bigint;
  let txids: string[];
  let raw: Map<string, Uint8Array>;
  let toSign: Map<string, Uint8Array>;
  let single: { round: bigint; txid: string; toSign: Uint8Array };
  beforeAll(async () => {
    net = await start();
    const sp = await net.algod.getTransactionParams().do();
    const txns = [1, 2, 3].map((n) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: net.rich.addr,
        receiver: net.rich.addr,
        amount: n,
        suggestedParams: sp,
      }),
    );
    algosdk.assignGroupID(txns);
    txids = txns.map((t) => t.txID());
    raw = new Map(txns.map((t) => [t.txID(), t.rawTxID()]));
    toSign = new Map(txns.map((t) => [t.txID(), t.bytesToSign()]));
    await net.algod.sendRawTransaction(txns.map((t) => fastSign(t, net.rich.sk))).do();
    round = (await algosdk.waitForConfirmation(net.algod, txids[0] as string, 4)).confirmedRound as bigint;
    const one = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: net.rich.addr,
      receiver: net.rich.addr,
      amount: 4,
      suggestedParams: sp,
    });
    await net.algod.sendRawTransaction(fastSign(one, net.rich.sk)).do();
    const oneRound = (await algosdk.waitForConfirmation(net.algod, one.txID(), 4)).confirmedRound as bigint;
    single = { round: oneRound, txid: one.txID(), toSign: one.bytesToSign() };
  });
  afterAll(() => net.stop());

  it('proves each transaction of the block against the header commitment', async () => {
    const header = (await net.algod.block(round).do()).block.header;
    const root = header.txnCommitments.nativeSha512_256Commitment;
    for (const txid of txids) {
      const p = await net.algod.getTransactionProof(round, txid).do();
      expect(p.hashtype).toBe('sha512_256');
      expect(p.treedepth).toBe(2);
      let node = h512(enc('TL'), raw.get(txid) as Uint8Array, p.stibhash);
      let pos = Number(p.idx);
      for (let l = 0; l < Number(p.treedepth); l++) {
        const sibling = p.proof.subarray(32 * l, 32 * (l + 1));
        node = pos % 2 === 0 ? h512(enc('MA'), node, sibling) : h512(enc('MA'), sibling, node);
        pos >>= 1;
      }
      expect(Buffer.from(node).toString('hex')).toBe(Buffer.from(root).toString('hex'));
    }
  });

  it("proves each transaction against the header's sha256 vector commitment (go: txn_merkle.go TxnMerkleTreeSHA256)", async () => {
    const header = (await net.algod.block(round).do()).block.header;
    const root = header.txnCommitments.sha256Commitment;
    // The block's entries as stored: each stibhash is SHA-256("STIB" ‖ entry).
    const block = await net.raw(`/v2/blocks/${round}?format=msgpack`);
    const entries = (
      (algosdk.msgpackRawDecodeAsMap(block.bytes) as Map<string, unknown>).get('block') as Map<
        string,
        unknown
      >
    ).get('txns') as algosdk.MsgpackEncodingData[];
    for (const txid of txids) {
      const p = await net.algod.getTransactionProof(round, txid).hashType('sha256').do();
      expect([p.hashtype, p.treedepth]).toEqual(['sha256', 2]);
      const entry = algosdk.msgpackRawEncode(entries[Number(p.idx)] as algosdk.MsgpackEncodingData);
      expect(hex(p.stibhash)).toBe(hex(h256(enc('STIB'), entry)));
      const leaf = h256(enc('TL'), h256(toSign.get(txid) as Uint8Array), p.stibhash);
      expect(hex(sha256Root(leaf, Number(p.idx), p.proof, Number(p.treedepth)))).toBe(hex(root));
    }
    // Three leaves are padded to four with the bottom element SHA-256("MB") (vectorCommitmentArray.go).
    const p2 = await net.algod
      .getTransactionProof(round, txids[1] as string)
      .hashType('sha256')
      .do();
    expect(hex(p2.proof.subarray(0, 32))).toBe(hex(h256(enc('MB'))));
  });

  it('a one-transaction block: the sha256 commitment is its leaf, the proof empty', async () => {
    const header = (await net.algod.block(single.round).do()).block.header;
    const p = await net.algod.getTransactionProof(single.round, single.txid).hashType('sha256').do();
    expect([p.treedepth, p.proof.length, p.idx]).toEqual([0, 0, 0]);
    const leaf = h256(enc('TL'), h256(single.toSign), p.stibhash);
    expect(hex(leaf)).toBe(hex(header.txnCommitments.sha256Commitment));
  });

  it("answers bad requests in algod's words and order", async () => {
    const message = async (path: string) => {
      const r = await net.raw(path);
      return [r.status, (r.json as { message: string }).message];
    };
    expect(await message(`/v2/blocks/${round}/transactions/nope/proof`)).toEqual([
      400,
      'no valid transaction ID was specified',
    ]);
    expect(await message(`/v2/blocks/${round}/transactions/${txids[0]}/proof?hashtype=md5`)).toEqual([
      400,
      'invalid hash type',
    ]);
    expect(await message(`/v2/blocks/${round + 50n}/transactions/${txids[0]}/proof`)).toEqual([
      500,
      'failed to retrieve information from the ledger',
    ]);
    expect(await message(`/v2/blocks/0/transactions/${txids[0]}/proof`)).toEqual([
      404,
      'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds',
    ]);
  });
});
