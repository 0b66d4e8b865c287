import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode } from '../src/indexer/params/goDecode';
import { expectMatchesSpec } from './spec/expectMatchesSpec';
import { newAccount, type TestAccount } from './support/accounts';
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
