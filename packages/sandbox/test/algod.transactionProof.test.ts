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
const enc = (s: string) => new TextEncoder().encode(s);

describe.each(TWO_NETWORKS)('transaction proofs on the %s', (_name, start) => {
  let net: TestNetwork;
  let round: bigint;
  let txids: string[];
  let raw: Map<string, Uint8Array>;
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
    await net.algod.sendRawTransaction(txns.map((t) => fastSign(t, net.rich.sk))).do();
    round = (await algosdk.waitForConfirmation(net.algod, txids[0] as string, 4)).confirmedRound as bigint;
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
