import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_NOTE_PREFIX } from '../src/ledger/edit/SandboxEdit';
import { exportDataDir, importDataDir } from '../src/network/dataDirNetwork';
import { startSandbox } from '../src/startSandbox';
import { newAccount, type TestAccount } from './support/accounts';
import { createAppTxn } from './support/apps';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';
import { tempDirs } from './support/tempDirs';

// Issue #35 state editing through the admin API: asset holdings, global and local state, boxes,
// each an editor-signed edit payment (`SandboxEdit`) that algod and the indexer both show, that a
// revert undoes, a restart replays and an import verifies (with impersonated transactions).

const tempDir = tempDirs('sandbox-edits-');
const dataDir = tempDir();
let h: SandboxHarness;
let stopped = false;
let indexer: algosdk.Indexer;
let app: bigint;
let asset: bigint;
let creator: TestAccount;
let holder: TestAccount;

const admin = async (method: string, path: string, body?: unknown) =>
  h.raw(`/v2/sandbox/${path}`, { method, ...(body !== undefined && { body: JSON.stringify(body) }) });
const ok = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => {
  const reply = await admin(method, path, body);
  if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`);
  return reply.json as T;
};
const refusal = async (method: string, path: string, body?: unknown) => {
  const reply = await admin(method, path, body);
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  return { status: reply.status, message: (reply.json as { message: string }).message };
};
const send = async (txn: algosdk.Transaction, from: TestAccount) => {
  const { txid } = await h.algod.sendRawTransaction(txn.signTxn(from.sk)).do();
  return h.algod.pendingTransactionInformation(txid).do();
};
const b64 = (text: string) => Buffer.from(text).toString('base64');
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString();

beforeAll(async () => {
  h = await sandboxHarness({ dataDir });
  indexer = new algosdk.Indexer(h.sb.token, 'http://127.0.0.1', h.sb.indexer.port);
  [creator, holder] = h.rich as [TestAccount, TestAccount];
  const sp = await h.algod.getTransactionParams().do();
  const created = await send(
    await createAppTxn(h, creator, '#pragma version 10\nint 1\n', {
      globalInts: 1,
      globalBytes: 1,
      localInts: 1,
      localBytes: 1,
    }),
    creator,
  );
  app = created.applicationIndex as bigint;
  asset = (
    await send(
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        total: 1000,
        decimals: 0,
        defaultFrozen: false,
        unitName: 'EDT',
        suggestedParams: sp,
      }),
      creator,
    )
  ).assetIndex as bigint;
  await send(
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      receiver: holder.addr,
      amount: 0,
      assetIndex: asset,
      suggestedParams: sp,
    }),
    holder,
  );
  await send(
    algosdk.makeApplicationOptInTxnFromObject({ sender: holder.addr, appIndex: app, suggestedParams: sp }),
    holder,
  );
});
afterAll(async () => {
  if (!stopped) await h.stop();
});

describe('state editing', () => {
  it('sets an asset holding’s amount and frozen flag, seen by algod and the indexer', async () => {
    const set = await ok<{ round: string; amount: string; frozen: boolean }>(
      'POST',
      `accounts/${holder.addr}/assets/${asset}`,
      { amount: 777, frozen: true },
    );
    expect(set).toMatchObject({ amount: '777', frozen: true });
    const held = await h.algod.accountAssetInformation(holder.addr, asset).do();
    expect(held.assetHolding?.amount).toBe(777n);
    expect(held.assetHolding?.isFrozen).toBe(true);
    const seen = await indexer.lookupAccountAssets(holder.addr).assetId(asset).do();
    expect(seen.assets[0]?.amount).toBe(777n);
    expect(seen.assets[0]?.isFrozen).toBe(true);
    // The edit is a transaction the indexer lists, with its edit readable in the note.
    const block = await h.algod.block(BigInt(set.round)).do();
    const note = text(block.block.payset[0]!.signedTxn.signedTxn.txn.note);
    expect(note.startsWith(EDIT_NOTE_PREFIX)).toBe(true);
    expect(JSON.parse(note.slice(EDIT_NOTE_PREFIX.length))).toMatchObject({ kind: 'holding', amount: '777' });

    const stranger = newAccount();
    expect(
      (await refusal('POST', `accounts/${stranger.addr}/assets/${asset}`, { amount: 1 })).message,
    ).toMatch(/the edit was refused: .*has not opted in to asset/);
    expect((await refusal('POST', `accounts/${holder.addr}/assets/${asset}`, {})).message).toBe(
      'give amount, frozen or both',
    );
    expect(
      (await refusal('POST', `accounts/${holder.addr}/assets/${asset}`, { amount: -1 })).message,
    ).toMatch(/amount must be a whole number/);
  });

  it('sets and deletes global state keys within the app’s schema', async () => {
    const reply = await ok<{ state: { key: string; value: { type: number; uint?: number } }[] }>(
      'POST',
      `applications/${app}/state`,
      {
        set: [
          { key: 'str:count', uint: 42 },
          { key: 'str:owner', bytes: `b64:${b64('alice')}` },
        ],
      },
    );
    expect(reply.state).toHaveLength(2);
    const params = (await h.algod.getApplicationByID(app).do()).params;
    const global = new Map(params?.globalState?.map((kv) => [text(kv.key), kv.value]));
    expect(global.get('count')?.uint).toBe(42n);
    expect(text(global.get('owner')?.bytes ?? new Uint8Array())).toBe('alice');
    const seen = await indexer.lookupApplications(app).do();
    const indexed = new Map(seen.application?.params.globalState?.map((kv) => [text(kv.key), kv.value]));
    expect(indexed.get('count')?.uint).toBe(42n);

    // A second uint is over the schema; swapping keys (delete first) is not.
    expect(
      (await refusal('POST', `applications/${app}/state`, { set: [{ key: 'str:other', uint: 1 }] })).message,
    ).toMatch(/store integer count 2 exceeds schema integer count 1/);
    await ok('POST', `applications/${app}/state`, {
      delete: ['str:count'],
      set: [{ key: 'str:other', uint: 7 }],
    });
    const after = (await h.algod.getApplicationByID(app).do()).params?.globalState?.map((kv) => text(kv.key));
    expect(after?.sort()).toEqual(['other', 'owner']);
    expect(
      (await refusal('POST', `applications/999999/state`, { set: [{ key: 'str:a', uint: 1 }] })).message,
    ).toMatch(/application 999999 does not exist/);
    expect(
      (await refusal('POST', `applications/${app}/state`, { set: [{ key: 'count', uint: 1 }] })).message,
    ).toMatch(/set\[0\]\.key: all arguments and box names should be of the form 'encoding:value'/);
  });

  it('sets an account’s local state in an app it opted in to', async () => {
    await ok('POST', `accounts/${holder.addr}/applications/${app}/state`, {
      set: [{ key: 'str:level', uint: 9 }],
    });
    const local = await h.algod.accountApplicationInformation(holder.addr, app).do();
    expect(local.appLocalState?.keyValue?.[0]?.value.uint).toBe(9n);
    const seen = await indexer.lookupAccountAppLocalStates(holder.addr).applicationID(app).do();
    expect(seen.appsLocalStates[0]?.keyValue?.[0]?.value.uint).toBe(9n);
    const stranger = newAccount();
    expect(
      (await refusal('POST', `accounts/${stranger.addr}/applications/${app}/state`, { delete: ['str:x'] }))
        .message,
    ).toMatch(/has not opted in to application/);
  });

  it('creates, replaces and deletes a box (a value over one note long), held to the minimum balance', async () => {
    const appAddress = algosdk.getApplicationAddress(app).toString();
    const name = 'str:big';
    // Unfunded, the app account cannot hold the box.
    expect(
      (await refusal('POST', `applications/${app}/box`, { name, value: `b64:${b64('x')}` })).message,
    ).toMatch(/below min/);
    await ok('POST', `accounts/${appAddress}/balance`, { amount: 2_000_000 });
    const value = Buffer.alloc(2000, 'ab');
    const set = await ok<{ size: number }>('POST', `applications/${app}/box`, {
      name,
      value: `b64:${value.toString('base64')}`,
    });
    expect(set.size).toBe(2000);
    const box = await h.algod.getApplicationBoxByName(app, new TextEncoder().encode('big')).do();
    expect(Buffer.from(box.value).equals(value)).toBe(true);
    const indexed = await indexer.lookupApplicationBoxByIDandName(app, new TextEncoder().encode('big')).do();
    expect(indexed.value.length).toBe(2000);
    expect((await h.algod.accountInformation(appAddress).do()).totalBoxBytes).toBe(2003);
    await ok('POST', `applications/${app}/box`, { name, value: 'str:small' });
    expect(
      text((await h.algod.getApplicationBoxByName(app, new TextEncoder().encode('big')).do()).value),
    ).toBe('small');
    await ok('DELETE', `applications/${app}/box?name=${encodeURIComponent(name)}`);
    await expect(
      h.algod.getApplicationBoxByName(app, new TextEncoder().encode('big')).do(),
    ).rejects.toThrow();
    expect((await h.algod.accountInformation(appAddress).do()).totalBoxes ?? 0).toBe(0);
    expect((await refusal('DELETE', `applications/${app}/box?name=${encodeURIComponent(name)}`)).status).toBe(
      404,
    );
  });

  it('a revert undoes edits in algod and the indexer', async () => {
    const { snapshot } = await ok<{ snapshot: { id: string } }>('POST', 'snapshots');
    await ok('POST', `applications/${app}/state`, { set: [{ key: 'str:owner', bytes: 'str:mallory' }] });
    await ok('POST', `accounts/${holder.addr}/assets/${asset}`, { amount: 5 });
    await ok('POST', `snapshots/${snapshot.id}/revert`);
    const global = (await h.algod.getApplicationByID(app).do()).params?.globalState ?? [];
    expect(text(global.find((kv) => text(kv.key) === 'owner')?.value.bytes ?? new Uint8Array())).toBe(
      'alice',
    );
    const seen = await indexer.lookupAccountAssets(holder.addr).assetId(asset).do();
    expect(seen.assets[0]?.amount).toBe(777n);
    const indexedApp = await indexer.lookupApplications(app).do();
    const owner = indexedApp.application?.params.globalState?.find((kv) => text(kv.key) === 'owner');
    expect(text(owner?.value.bytes ?? new Uint8Array())).toBe('alice');
  });

  it('refuses a transaction posing as an edit: only the admin API makes them', async () => {
    const editor = h.sb.ledger.editor as string;
    const editorKey = h.rich.find((r) => r.addr === editor) as TestAccount;
    const sp = await h.algod.getTransactionParams().do();
    const posing = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: editor,
      receiver: editor,
      amount: 0,
      note: new TextEncoder().encode(`${EDIT_NOTE_PREFIX}{"kind":"holding"}`),
      suggestedParams: sp,
    });
    await expect(send(posing, editorKey)).rejects.toThrow(/are the admin API's edits/);
  });
});

describe('after the edits', () => {
  it('impersonation is kept across a restart, and the chain (edits, unsigned payments) exports and imports verified', async () => {
    const [, , third] = h.rich as [TestAccount, TestAccount, TestAccount];
    await ok('POST', 'unlocked', { address: third.addr });
    const sp = await h.algod.getTransactionParams().do();
    const unsigned = (amount: number) =>
      algosdk.encodeMsgpack(
        new algosdk.SignedTransaction({
          txn: algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: third.addr,
            receiver: holder.addr,
            amount,
            suggestedParams: sp,
          }),
        }),
      );
    const { txid } = await h.algod.sendRawTransaction(unsigned(1234)).do();
    const round = (await h.algod.pendingTransactionInformation(txid).do()).confirmedRound as bigint;
    // The editor vouches for it in the same block.
    const block = await h.algod.block(round).do();
    const notes = block.block.payset.map((s) => text(s.signedTxn.signedTxn.txn.note));
    expect(notes.some((n) => n.startsWith(EDIT_NOTE_PREFIX) && n.includes(txid))).toBe(true);
    const digest = h.sb.ledger.stateDigest();
    await h.stop();
    stopped = true;

    // The network file verifies as a node would (signatures, or the editor's word for unsigned ones).
    const copy = tempDir();
    await importDataDir(copy, await exportDataDir(dataDir));

    const again = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    try {
      expect(again.ledger.stateDigest()).toBe(digest);
      const headers = { 'X-Algo-API-Token': again.token };
      const unlocked = await fetch(`${again.algod.url}/v2/sandbox/unlocked`, { headers });
      expect(await unlocked.json()).toEqual({ addresses: [third.addr] });
      const algod = new algosdk.Algodv2(again.token, 'http://127.0.0.1', again.algod.port);
      const next = await algod.sendRawTransaction(unsigned(4321)).do();
      expect((await algod.pendingTransactionInformation(next.txid).do()).confirmedRound).toBeGreaterThan(
        round,
      );
    } finally {
      await again.stop();
    }
  });
});
