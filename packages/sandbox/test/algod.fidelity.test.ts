import algosdk from 'algosdk';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode } from '../src/indexer/params/goDecode';
import { expectMatchesSpec } from './spec/expectMatchesSpec';
import { newAccount, type TestAccount } from './support/accounts';
import { fastRawSign } from './support/fastSign';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

type Json = Record<string, unknown>;

/** Answers a client reads, as go-algorand v5.0.0 writes them (the release `/versions` claims). */
describe('algod fidelity', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  const prefix = 'TransactionPool.Remember: ';

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  it('/versions claims v5.0.0, the release the reference specs describe', async () => {
    const reply = await h.raw('/versions', { token: null });
    const build = (reply.json as Json).build as Json;
    expect([build.major, build.minor, build.build_number]).toEqual([5, 0, 0]);
  });

  it('account answers keep empty lists (daemon/algod/api/server/v2/account.go AccountDataToAccount)', async () => {
    // A funded account holding nothing, and an address the ledger has never seen.
    for (const addr of [a.addr.toString(), newAccount().addr.toString()]) {
      const reply = await h.raw(`/v2/accounts/${addr}`);
      expectMatchesSpec('algod', 'get', '/v2/accounts/{address}', 200, reply.json);
      const body = reply.json as Json;
      for (const list of ['assets', 'created-assets', 'created-apps', 'apps-local-state'])
        expect(body[list], list).toEqual([]);
    }
    // An address never seen still has the base minimum balance: record.MinBalance starts from it
    // (account.go AccountDataToAccount, data/basics/userBalance.go MinBalance).
    const unseen = (await h.raw(`/v2/accounts/${newAccount().addr.toString()}`)).json as Json;
    expect([unseen.amount, unseen['min-balance']]).toEqual([0, 100_000]);
    // exclude=all leaves them out, as basicAccountInformation does.
    const bare = (await h.raw(`/v2/accounts/${a.addr.toString()}?exclude=all`)).json as Json;
    expect(bare.assets).toBeUndefined();
    expect(bare['created-apps']).toBeUndefined();
  });

  it('calling an app that does not exist: ledger/apply/application.go text', async () => {
    const params = h.params();
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: 987654,
      suggestedParams: params,
    });
    const reply = await h.post([call], [a]);
    expect((reply.json as Json).message).toBe(
      `${prefix}transaction ${call.txID()}: only ClearState is supported for an application (987654) that does not exist`,
    );
  });

  it('block seeds as dev mode writes them: the genesis hash at round 0, then the previous block hash (node/node.go writeDevmodeBlock, data/bookkeeping/genesis.go MakeGenesisBlock)', async () => {
    // algod in dev mode sets `blk.BlockHeader.Seed = committee.Seed(prev.Hash())` on every block it
    // writes, so "seed" and "previous block hash" (branch) are the same bytes there; the genesis block
    // has a zero branch and `Seed: committee.Seed(genesisHash)`.
    const params = h.params();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      suggestedParams: params,
    });
    expect((await h.post([pay], [a])).status).toBe(200);
    const round = (await h.algod.pendingTransactionInformation(pay.txID()).do()).confirmedRound as bigint;
    const genesis = (await h.algod.block(0).do()).block.header;
    expect(genesis.branch).toEqual(new Uint8Array(32));
    expect(genesis.seed).toEqual(params.genesisHash);
    for (const r of [1n, round]) {
      const header = (await h.algod.block(r).do()).block.header;
      const prev = base32Decode((await h.algod.getBlockHash(r - 1n).do()).blockhash);
      expect(header.branch, `round ${r}`).toEqual(prev);
      expect(header.seed, `round ${r}`).toEqual(prev);
    }
  });

  it('v41 SHA-512 headers: prev512 and txn512 in block bytes, algod JSON and the indexer (data/bookkeeping/block.go MakeBlock, PaysetCommit, Hash512)', async () => {
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 512,
      suggestedParams: h.params(),
    });
    expect((await h.post([pay], [a])).status).toBe(200);
    const round = (await h.algod.pendingTransactionInformation(pay.txID()).do()).confirmedRound as bigint;
    const sha = (alg: string, ...parts: Uint8Array[]) => {
      const hash = createHash(alg);
      for (const p of parts) hash.update(p);
      return new Uint8Array(hash.digest());
    };
    const ascii = (s: string) => new TextEncoder().encode(s);
    const rawBlock = async (r: bigint) => {
      const reply = await h.raw(`/v2/blocks/${r}?format=msgpack`);
      return (algosdk.msgpackRawDecode(reply.bytes) as { block: Record<string, unknown> }).block;
    };
    const headerBytes = (block: Record<string, unknown>) => {
      const { txns: _txns, ...header } = block;
      return algosdk.msgpackRawEncode(header);
    };
    const prevBlock = await rawBlock(round - 1n);
    const block = await rawBlock(round);
    // prev512 = BlockHeader.Hash512 of the previous header: SHA-512("BH" ‖ msgpack(header)),
    // beside prev = SHA-512/256 of the same bytes.
    expect(block.prev).toEqual(sha('sha512-256', ascii('BH'), headerBytes(prevBlock)));
    expect(block.prev512).toEqual(sha('sha512', ascii('BH'), headerBytes(prevBlock)));
    // txn512 = TxnMerkleTreeSHA512's root: a vector commitment whose one leaf is
    // SHA-512("TL" ‖ SHA-256 txid ‖ SHA-256("STIB" ‖ stib)) (txn_merkle.go txnMerkleElem.RawLeaf).
    const stib = algosdk.msgpackRawEncode((block.txns as unknown[])[0] as object);
    const leaf = sha(
      'sha512',
      ascii('TL'),
      sha('sha256', pay.bytesToSign()),
      sha('sha256', ascii('STIB'), stib),
    );
    expect(block.txn512).toEqual(leaf);
    // An empty block's commitment is the padded tree's one bottom element, SHA-512("MB")
    // (crypto/merklearray vectorCommitmentArray.go).
    const empty = await h.raw('/v2/sandbox/rounds', { method: 'POST', body: '{"count":1}' });
    expect(empty.status).toBe(200);
    const emptyBlock = await rawBlock(round + 1n);
    expect(emptyBlock.txn512).toEqual(sha('sha512', ascii('MB')));
    expect(emptyBlock.prev512).toEqual(sha('sha512', ascii('BH'), headerBytes(block)));
    // The genesis block has neither (genesis.go MakeGenesisBlock: zero commitments, no previous).
    const genesis = await rawBlock(0n);
    expect([genesis.prev512, genesis.txn512]).toEqual([undefined, undefined]);
    // algod's JSON carries the same bytes under the codec tags; the indexer under its names.
    const b64 = (v: unknown) => Buffer.from(v as Uint8Array).toString('base64');
    const json = ((await h.raw(`/v2/blocks/${round}`)).json as Json).block as Json;
    expect([json.prev512, json.txn512]).toEqual([b64(block.prev512), b64(block.txn512)]);
    const indexed = (await fetch(`${h.sb.indexer.url}/v2/blocks/${round}`, {
      headers: { 'X-Indexer-API-Token': h.sb.token },
    }).then((r) => r.json())) as Json;
    expect([indexed['previous-block-hash-512'], indexed['transactions-root-sha512']]).toEqual([
      b64(block.prev512),
      b64(block.txn512),
    ]);
  });

  it("a transaction setting another type's fields is not well formed, posted or simulated (data/transactions/transaction.go WellFormed)", async () => {
    const sp = h.params();
    const me = a.addr;
    // One transaction of each type the sandbox takes, each well formed on its own.
    const carriers: algosdk.Transaction[] = [
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: me,
        receiver: me,
        amount: 1,
        suggestedParams: sp,
      }),
      algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({ sender: me, suggestedParams: sp }),
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: me,
        total: 1,
        decimals: 0,
        defaultFrozen: false,
        suggestedParams: sp,
      }),
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: me,
        receiver: me,
        assetIndex: 7,
        amount: 0,
        suggestedParams: sp,
      }),
      algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
        sender: me,
        assetIndex: 7,
        freezeTarget: me,
        frozen: true,
        suggestedParams: sp,
      }),
      algosdk.makeApplicationNoOpTxnFromObject({ sender: me, appIndex: 7, suggestedParams: sp }),
    ];
    // One field of each type's (codec tags of data/transactions/payment.go … heartbeat.go).
    const someone = algosdk.decodeAddress(newAccount().addr).publicKey;
    const fields: [string, Record<string, unknown>][] = [
      ['pay', { rcv: someone }],
      ['keyreg', { votekd: 10 }],
      ['acfg', { caid: 9 }],
      ['axfer', { aamt: 5 }],
      ['afrz', { fadd: someone }],
      ['appl', { apaa: [new Uint8Array([1])] }],
      ['stpf', { sptype: 1 }],
      ['hb', { hb: { a: someone } }],
    ];
    const signed = (txn: algosdk.Transaction, extra: Record<string, unknown>) => {
      const body = algosdk.msgpackRawDecode(algosdk.encodeMsgpack(txn)) as Record<string, unknown>;
      const bytes = algosdk.msgpackRawEncode({ ...body, ...extra });
      const tx = new Uint8Array([0x54, 0x58, ...bytes]);
      return { sig: fastRawSign(tx, a.sk), txn: algosdk.msgpackRawDecode(bytes) };
    };
    let refused = 0;
    for (const txn of carriers) {
      for (const [type, extra] of fields) {
        if (type === txn.type) continue;
        const reply = await h.raw('/v2/transactions', {
          method: 'POST',
          body: algosdk.msgpackRawEncode(signed(txn, extra)),
        });
        expect(reply.status, `${txn.type} with ${type} fields`).toBe(400);
        expect((reply.json as Json).message).toBe(
          `transaction of type ${txn.type} has non-zero fields for type ${type}`,
        );
        refused++;
      }
      // Zero values of another type's fields are no fields at all.
      const zeros = await h.raw('/v2/transactions', {
        method: 'POST',
        body: algosdk.msgpackRawEncode(signed(txn, txn.type === 'axfer' ? { amt: 0 } : { aamt: 0 })),
      });
      expect((zeros.json as Json).message ?? '').not.toContain('non-zero fields');
    }
    expect(refused).toBe(6 * 7);
    // Simulate checks the same, in msgpack and in JSON; a TxGroupError that blames a transaction is
    // reported in the 200 body (ledger/simulation/simulator.go Simulate).
    const failure = (reply: { status: number; json: unknown }) => {
      expect(reply.status).toBe(200);
      const group = ((reply.json as Json)['txn-groups'] as Json[])[0] as Json;
      expect(group['failed-at']).toEqual([0]);
      return group['failure-message'];
    };
    const request = {
      'txn-groups': [{ txns: [signed(carriers[0] as algosdk.Transaction, { xaid: 3 })] }],
    };
    const simulated = await h.raw('/v2/transactions/simulate?format=json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/msgpack' },
      body: algosdk.msgpackRawEncode(request),
    });
    expect(failure(simulated)).toBe('transaction of type pay has non-zero fields for type axfer');
    const pay = algosdk.encodeJSON(
      new algosdk.SignedTransaction({ txn: carriers[0] as algosdk.Transaction }),
    );
    const json = `{"allow-empty-signatures":true,"txn-groups":[{"txns":[${pay.replace('"type":"pay"', '"type":"pay","xaid":3')}]}]}`;
    expect(json).toContain('"xaid":3');
    const simulatedJson = await h.raw('/v2/transactions/simulate', { method: 'POST', body: json });
    expect(failure(simulatedJson)).toBe('transaction of type pay has non-zero fields for type axfer');
  });
});

describe('an indexer without a token', () => {
  it('answers with no token when started so; LocalNet default still wants it', async () => {
    const open = await sandboxHarness({ accounts: 1, indexerNoToken: true });
    const closed = await sandboxHarness({ accounts: 1 });
    try {
      const free = await fetch(`${open.sb.indexer.url}/v2/accounts`);
      expect(free.status).toBe(200);
      // algod keeps its token.
      expect((await open.raw('/v2/status', { token: null })).status).toBe(401);
      const refused = await fetch(`${closed.sb.indexer.url}/v2/accounts`);
      expect(refused.status).toBe(401);
    } finally {
      await open.stop();
      await closed.stop();
    }
  });
});
