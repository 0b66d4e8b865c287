import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from './support/accounts';
import { Ledger } from '../src/ledger/Ledger';
import { type RunningSandbox, startSandbox } from '../src/startSandbox';
import { createAppTxn } from './support/apps';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';
import { tempDirs } from './support/tempDirs';

// The admin API (`/v2/sandbox/...`) through algosdk and raw HTTP against a real sandbox.

let h: SandboxHarness;
let indexer: algosdk.Indexer;
beforeAll(async () => {
  h = await sandboxHarness();
  indexer = new algosdk.Indexer(h.sb.token, 'http://127.0.0.1', h.sb.indexer.port);
});
afterAll(() => h.stop());

const admin = async (method: string, path: string, body?: unknown) => {
  const reply = await h.raw(`/v2/sandbox/${path}`, {
    method,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return reply;
};
const ok = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => {
  const reply = await admin(method, path, body);
  if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`);
  return reply.json as T;
};
const indexerJson = async (path: string) => {
  const res = await fetch(`${h.sb.indexer.url}${path}`, { headers: { 'X-Indexer-API-Token': h.sb.token } });
  return { status: res.status, text: await res.text() };
};

/** Everything a client can read that a scenario changes: algod's and the indexer's answers. */
async function picture(accounts: readonly string[]) {
  const algod = await Promise.all(accounts.map((a) => h.raw(`/v2/accounts/${a}`).then((r) => r.text)));
  const paths = ['/v2/transactions', '/v2/accounts', '/v2/assets', '/v2/applications', '/health'];
  const idx = await Promise.all(paths.map((p) => indexerJson(p).then((r) => r.text)));
  const status = await h.algod.status().do();
  return { algod, idx, lastRound: status.lastRound, digest: h.sb.ledger.stateDigest() };
}

async function send(txn: algosdk.Transaction, from: TestAccount): Promise<string> {
  const { txid } = await h.algod.sendRawTransaction(txn.signTxn(from.sk)).do();
  return txid;
}

describe('snapshot and revert', () => {
  it('a scenario reverted leaves algod, the indexer and every account exactly as at the snapshot', async () => {
    const [a, b] = h.rich as [TestAccount, TestAccount];
    const sp = await h.algod.getTransactionParams().do();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: b.addr,
        amount: 5,
        suggestedParams: sp,
      }),
      a,
    );
    const fresh = newAccount();
    const watched = [...h.rich.map((r) => r.addr), fresh.addr];
    const before = await picture(watched);
    const { snapshot } = await ok<{ snapshot: { id: string; round: string; name: string } }>(
      'POST',
      'snapshots',
      {
        name: 'before the scenario',
      },
    );
    expect(snapshot.round).toBe(String(before.lastRound));
    expect(snapshot.name).toBe('before the scenario');

    // The scenario: a new account funded, an asset made and sent, an app with global state.
    const payTxid = await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: fresh.addr,
        amount: 10_000_000,
        suggestedParams: sp,
      }),
      a,
    );
    const acfg = await send(
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: b.addr,
        total: 1000,
        decimals: 0,
        defaultFrozen: false,
        unitName: 'SNAP',
        assetName: 'snapshot test',
        suggestedParams: sp,
      }),
      b,
    );
    const assetId = (await h.algod.pendingTransactionInformation(acfg).do()).assetIndex as bigint;
    await send(
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: fresh.addr,
        receiver: fresh.addr,
        amount: 0,
        assetIndex: assetId,
        suggestedParams: sp,
      }),
      fresh,
    );
    await send(
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: b.addr,
        receiver: fresh.addr,
        amount: 7,
        assetIndex: assetId,
        suggestedParams: sp,
      }),
      b,
    );
    const app = await createAppTxn(
      h,
      a,
      '#pragma version 10\nbyte "count"\nint 41\napp_global_put\nint 1\n',
      { globalInts: 1 },
      sp,
    );
    await send(app, a);
    const later = await ok<{ snapshot: { id: string } }>('POST', 'snapshots');
    await h.algod.statusAfterBlock(0).do();
    expect((await picture(watched)).digest).not.toBe(before.digest);

    const reverted = await ok<{ round: string; removedRounds: string }>(
      'POST',
      `snapshots/${snapshot.id}/revert`,
    );
    expect(reverted.round).toBe(snapshot.round);
    expect(reverted.removedRounds).toBe('5');
    expect(await picture(watched)).toEqual(before);

    // Pending lookups, the indexer and the snapshots taken after it forget the scenario.
    await expect(h.algod.pendingTransactionInformation(payTxid).do()).rejects.toThrow(/not found|404/i);
    expect((await indexerJson(`/v2/transactions/${payTxid}`)).status).toBe(404);
    expect((await indexerJson(`/v2/assets/${assetId}`)).status).toBe(404);
    const list = await ok<{ snapshots: Array<{ id: string }> }>('GET', 'snapshots');
    expect(list.snapshots.map((s) => s.id)).toContain(snapshot.id);
    expect(list.snapshots.map((s) => s.id)).not.toContain(later.snapshot.id);
    expect((await admin('POST', `snapshots/${later.snapshot.id}/revert`)).status).toBe(404);

    // The same payment can be sent again (it is no longer "already in ledger"), and the indexer follows.
    const again = await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: fresh.addr,
        amount: 10_000_000,
        suggestedParams: sp,
      }),
      a,
    );
    expect(again).toBe(payTxid);
    const info = await h.algod.pendingTransactionInformation(again).do();
    expect(info.confirmedRound).toBe(BigInt(snapshot.round) + 1n);
    const found = await indexer.lookupTransactionByID(again).do();
    expect(found.transaction.confirmedRound).toBe(BigInt(snapshot.round) + 1n);

    // A snapshot can be reverted to again.
    await ok('POST', `snapshots/${snapshot.id}/revert`);
    expect(await picture(watched)).toEqual(before);
  });

  it('reset goes back to the genesis block without a restart, and drops every snapshot', async () => {
    const [a, b] = h.rich as [TestAccount, TestAccount];
    await ok('POST', 'snapshots');
    const sp = await h.algod.getTransactionParams().do();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: b.addr,
        amount: 9,
        suggestedParams: sp,
      }),
      a,
    );
    const fresh = await Ledger.open({ genesis: h.sb.genesis });
    const reset = await ok<{ round: string }>('POST', 'reset');
    expect(reset.round).toBe('0');
    expect((await h.algod.status().do()).lastRound).toBe(0n);
    expect(h.sb.ledger.stateDigest()).toBe(fresh.stateDigest());
    await fresh.close();
    expect((await ok<{ snapshots: unknown[] }>('GET', 'snapshots')).snapshots).toEqual([]);
    const health = JSON.parse((await indexerJson('/health')).text) as { round: number };
    expect(health.round).toBe(0);
    const txns = JSON.parse((await indexerJson('/v2/transactions')).text) as { transactions: unknown[] };
    expect(txns.transactions).toEqual([]);
    // The network goes on from genesis.
    const sp0 = await h.algod.getTransactionParams().do();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: b.addr,
        amount: 9,
        suggestedParams: sp0,
      }),
      a,
    );
    expect((await h.algod.status().do()).lastRound).toBe(1n);
  });
});

describe('time and rounds', () => {
  it('advance makes empty blocks that algod and the indexer both see', async () => {
    const start = (await h.algod.status().do()).lastRound;
    const { round } = await ok<{ round: string }>('POST', 'rounds', { count: 25 });
    expect(BigInt(round)).toBe(start + 25n);
    const block = await h.algod.block(start + 25n).do();
    expect(block.block.payset).toEqual([]);
    const health = JSON.parse((await indexerJson('/health')).text) as { round: number };
    expect(BigInt(health.round)).toBe(start + 25n);
  });

  it('an app checking global LatestTimestamp passes after a time jump', async () => {
    const [a] = h.rich as [TestAccount];
    const unlockAt = h.sb.ledger.latestTimestamp() + 7 * 24 * 3600;
    const teal = `#pragma version 10\ntxn ApplicationID\nbz create\nglobal LatestTimestamp\nint ${unlockAt}\n>=\nreturn\ncreate:\nint 1\n`;
    const sp = await h.algod.getTransactionParams().do();
    const created = await send(await createAppTxn(h, a, teal, {}, sp), a);
    const appId = (await h.algod.pendingTransactionInformation(created).do()).applicationIndex as bigint;
    const claim = async (note: string) =>
      h.post(
        [
          algosdk.makeApplicationNoOpTxnFromObject({
            sender: a.addr,
            appIndex: appId,
            note: new TextEncoder().encode(note),
            suggestedParams: await h.algod.getTransactionParams().do(),
          }),
        ],
        [a],
      );
    const early = await claim('early');
    expect(early.status).toBe(400);
    expect(early.text).toMatch(/rejected by ApprovalProgram/);

    const increase = unlockAt - h.sb.ledger.latestTimestamp();
    const time = await ok<{ nextTimestamp: number }>('POST', 'time', { increase });
    expect(time.nextTimestamp).toBe(unlockAt);
    await ok('POST', 'rounds', { count: 1 });
    expect(h.sb.ledger.latestTimestamp()).toBe(unlockAt);
    const late = await claim('late');
    expect(late.status).toBe(200);
    // Later blocks never go back before the jump.
    expect(h.sb.ledger.latestTimestamp()).toBeGreaterThanOrEqual(unlockAt);
  });

  it('composes with algod’s devmode offset: the pinned timestamp is used once, then the offset', async () => {
    const t0 = h.sb.ledger.latestTimestamp();
    await ok('POST', 'time', { timestamp: t0 + 1000 });
    h.sb.ledger.setTimestampOffset(10n);
    try {
      await ok('POST', 'rounds', { count: 2 });
      expect(h.sb.ledger.latestTimestamp()).toBe(t0 + 1010);
      const time = await ok<{ offset: string; latestTimestamp: number }>('GET', 'time');
      expect(time.offset).toBe('10');
    } finally {
      // No API clears algod's offset; tests after this one do not rely on the clock.
      h.sb.ledger.setTimestampOffset(0n);
    }
  });
});

describe('impersonation', () => {
  it('an unlocked sender’s payment commits with no signature; locked again it is refused', async () => {
    const [, b] = h.rich as [TestAccount, TestAccount];
    const someone = newAccount();
    const sp = await h.algod.getTransactionParams().do();
    const unsigned = (amount: number) =>
      algosdk.encodeMsgpack(
        new algosdk.SignedTransaction({
          txn: algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: b.addr,
            receiver: someone.addr,
            amount,
            suggestedParams: sp,
          }),
        }),
      );
    await expect(h.algod.sendRawTransaction(unsigned(200_000)).do()).rejects.toThrow(/signedtxn has no sig/);
    expect(await ok('GET', 'unlocked')).toEqual({ addresses: [] });
    expect(await ok('POST', 'unlocked', { address: b.addr })).toEqual({ addresses: [b.addr] });
    const { txid } = await h.algod.sendRawTransaction(unsigned(200_000)).do();
    const info = await h.algod.pendingTransactionInformation(txid).do();
    expect(info.confirmedRound).toBeGreaterThan(0n);
    expect((await h.algod.accountInformation(someone.addr).do()).amount).toBe(200_000n);
    // A wrong signature passes too.
    const wrong = new algosdk.SignedTransaction({
      txn: algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: b.addr,
        receiver: someone.addr,
        amount: 1,
        suggestedParams: sp,
      }),
      sig: new Uint8Array(64).fill(1),
    });
    await h.algod.sendRawTransaction(algosdk.encodeMsgpack(wrong)).do();
    expect(await ok('DELETE', `unlocked/${b.addr}`)).toEqual({ addresses: [] });
    await expect(h.algod.sendRawTransaction(unsigned(300_000)).do()).rejects.toThrow(/signedtxn has no sig/);
    await ok('POST', 'unlocked', { address: b.addr });
    expect(await ok('DELETE', 'unlocked')).toEqual({ addresses: [] });
  });
});

describe('refusals', () => {
  it('every bad call is a 4xx JSON error with a clear message; no token is 401', async () => {
    const cases: Array<[string, string, unknown, number, RegExp]> = [
      ['POST', 'snapshots/nope/revert', undefined, 404, /no snapshot with id "nope"/],
      ['DELETE', 'snapshots/nope', undefined, 404, /no snapshot/],
      ['POST', 'snapshots', { name: 7 }, 400, /name must be a string/],
      ['POST', 'snapshots', [1], 400, /must be a JSON object/],
      ['POST', 'rounds', { count: 0 }, 400, /count must be a whole number from 1 to 10000/],
      ['POST', 'rounds', { count: 10_001 }, 400, /count must be/],
      ['POST', 'rounds', { count: '3' }, 400, /count must be/],
      ['POST', 'time', {}, 400, /exactly one of timestamp/],
      ['POST', 'time', { timestamp: 1, increase: 1 }, 400, /exactly one of timestamp/],
      ['POST', 'time', { timestamp: 5 }, 400, /before the latest block's .*time does not go back/],
      ['POST', 'time', { increase: -1 }, 400, /increase must be a whole number/],
      ['POST', 'unlocked', { address: 'ABC' }, 400, /failed to parse the address/],
      ['POST', 'unlocked', {}, 400, /address must be an Algorand address/],
      ['GET', 'nothing', undefined, 404, /unknown path/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const reply = await admin(method, path, body);
      expect({ path, status: reply.status }).toEqual({ path, status });
      expect((reply.json as { message: string }).message).toMatch(message);
    }
    const bad = await h.raw('/v2/sandbox/snapshots', { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toMatch(/failed to decode JSON body/);
    for (const path of ['snapshots', 'reset', 'unlocked', 'time', 'rounds']) {
      const reply = await h.raw(`/v2/sandbox/${path}`, { method: 'POST', token: null, body: '{}' });
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ message: 'Invalid API Token' });
    }
  });
});

describe('state editing', () => {
  it('sets an account’s Algo balance with a block of payments that algod and the indexer both show', async () => {
    const target = newAccount();
    const set = async (amount: number | string) =>
      ok<{ round: string; amount: string }>('POST', `accounts/${target.addr}/balance`, { amount });
    const start = (await h.algod.status().do()).lastRound;
    const up = await set(5_000_000);
    expect(up).toEqual({ round: String(start + 1n), amount: '5000000' });
    expect((await h.algod.accountInformation(target.addr).do()).amount).toBe(5_000_000n);
    const down = await set('1234567');
    expect(down.amount).toBe('1234567');
    expect((await h.algod.accountInformation(target.addr).do()).amount).toBe(1_234_567n);
    const seen = await indexer.lookupAccountByID(target.addr).do();
    expect(seen.account.amount).toBe(1_234_567n);
    const txns = await indexer.searchForTransactions().address(target.addr).do();
    expect(txns.transactions).toHaveLength(2);
    // Unchanged: no block. Under the minimum balance: refused with the ledger's reason.
    expect((await set(1_234_567)).round).toBe(down.round);
    const low = await admin('POST', `accounts/${target.addr}/balance`, { amount: 5 });
    expect(low.status).toBe(400);
    expect((low.json as { message: string }).message).toMatch(
      /the balance cannot be set: .*balance 5 below min 100000/,
    );
    for (const amount of [-1, 1.5, 'x', null]) {
      const bad = await admin('POST', `accounts/${target.addr}/balance`, { amount });
      expect(bad.status).toBe(400);
      expect((bad.json as { message: string }).message).toMatch(
        /amount must be a whole number of microAlgos/,
      );
    }
    expect((await admin('POST', 'accounts/NOPE/balance', { amount: 1 })).status).toBe(400);
  });
});

describe('after a restart', () => {
  const tempDir = tempDirs('sandbox-control-restart-');
  it('edits replay (unsigned, as committed) and snapshots still revert', async () => {
    const dataDir = tempDir();
    const target = newAccount();
    const headers = (sb: RunningSandbox) => ({ 'X-Algo-API-Token': sb.token });
    const post = async (sb: RunningSandbox, path: string, body: unknown = {}) => {
      const res = await fetch(`${sb.algod.url}/v2/sandbox/${path}`, {
        method: 'POST',
        headers: headers(sb),
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { snapshot?: { id: string } };
    };
    const first = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0, accounts: 2 });
    await post(first, `accounts/${target.addr}/balance`, { amount: 3_000_000 });
    const id = (await post(first, 'snapshots')).snapshot?.id as string;
    await post(first, `accounts/${target.addr}/balance`, { amount: 9_000_000 });
    const digest = first.ledger.stateDigest();
    await first.stop();

    const second = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    try {
      expect(second.ledger.stateDigest()).toBe(digest);
      expect(second.ledger.account(target.addr).amount).toBe(9_000_000n);
      await post(second, `snapshots/${id}/revert`);
      expect(second.ledger.account(target.addr).amount).toBe(3_000_000n);
    } finally {
      await second.stop();
    }
  });
});
