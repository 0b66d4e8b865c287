import algosdk from 'algosdk';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../src/ledger/Ledger';
import { startSandbox } from '../src/startSandbox';
import { BlockLog } from '../src/store/BlockLog';
import type { Genesis } from '../src/genesis/Genesis';
import type { TestAccount } from './support/accounts';
import { fastSign } from './support/fastSign';
import { prng } from './support/prng';
import { startChild } from './support/startChild';
import { tempDirs } from './support/tempDirs';

// Snapshots and reverts follow the block log's durability rules (test/durability.test.ts): what
// the admin API answered survives kill -9, and a kill during a revert loses nothing committed
// before the snapshot.

const tempDir = tempDirs('sandbox-control-durability-');

/** A child sandbox on a new data dir, its genesis accounts and a client for it. */
async function child(dataDir: string) {
  const started = await startChild(dataDir);
  const keys = JSON.parse(readFileSync(join(dataDir, 'genesis-keys.json'), 'utf8')) as Array<{
    address: string;
    secretKey: string;
  }>;
  const accounts: TestAccount[] = keys.map((k) => ({
    addr: k.address,
    sk: new Uint8Array(Buffer.from(k.secretKey, 'base64')),
  }));
  const call = (method: string, path: string, body?: BodyInit) =>
    fetch(`${started.algod}${path}`, {
      method,
      headers: { 'X-Algo-API-Token': started.token },
      ...(body && { body }),
    });
  const params = await (await call('GET', '/v2/transactions/params')).json();
  const sp: algosdk.SuggestedParams = {
    fee: 1000n,
    minFee: 1000n,
    flatFee: true,
    firstValid: 1n,
    lastValid: 1000n,
    genesisID: params['genesis-id'] as string,
    genesisHash: new Uint8Array(Buffer.from(params['genesis-hash'] as string, 'base64')),
  };
  let n = 0;
  /** Posts `count` payments one after another; returns their txids (each answered 200). */
  const pay = async (count: number) => {
    const txids: string[] = [];
    for (let i = 0; i < count; i++, n++) {
      const from = accounts[n % accounts.length] as TestAccount;
      const to = accounts[(n + 1) % accounts.length] as TestAccount;
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to.addr,
        amount: 1000 + n,
        suggestedParams: sp,
      });
      const res = await call('POST', '/v2/transactions', fastSign(txn, from.sk) as BodyInit);
      if (res.status !== 200) throw new Error(`POST: ${res.status} ${await res.text()}`);
      txids.push(txn.txID());
    }
    return txids;
  };
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await call(
      method,
      `/v2/sandbox/${path}`,
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const balances = async () =>
    Promise.all(
      accounts.map(
        async (a) => (await (await call('GET', `/v2/accounts/${a.addr}`)).json()).amount as number,
      ),
    );
  return { ...started, accounts, pay, admin, balances };
}

/** Every txid in the data dir's log, and the ledger reopened over it (closed by the caller). */
async function reopen(dataDir: string) {
  const genesis = JSON.parse(readFileSync(join(dataDir, 'genesis.json'), 'utf8')) as Genesis;
  const ledger = await Ledger.open({ genesis, blocks: BlockLog.openDir(dataDir) });
  const txids = new Set<string>();
  for (let r = 1n; r <= ledger.latestRound(); r++) for (const t of ledger.blockTxids(r) ?? []) txids.add(t);
  return { ledger, txids };
}

describe('network control durability', () => {
  it('a kill -9 right after a revert answered keeps the reverted chain and its snapshot; later ones are gone', async () => {
    const dataDir = tempDir();
    const c = await child(dataDir);
    const before = await c.pay(6);
    const { snapshot } = await c.admin<{ snapshot: { id: string; round: string } }>('POST', 'snapshots');
    const balances = await c.balances();
    const after = await c.pay(7);
    const later = await c.admin<{ snapshot: { id: string } }>('POST', 'snapshots');
    await c.admin('POST', `snapshots/${snapshot.id}/revert`);
    c.child.kill('SIGKILL');

    const { ledger, txids } = await reopen(dataDir);
    expect(ledger.latestRound()).toBe(BigInt(snapshot.round));
    expect(before.filter((t) => !txids.has(t))).toEqual([]);
    expect(after.filter((t) => txids.has(t))).toEqual([]);
    await ledger.close();

    // Restarted, the sandbox lists the snapshot (not the later one) and shows the snapshot's balances.
    const sb = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    try {
      const list = (await (
        await fetch(`${sb.algod.url}/v2/sandbox/snapshots`, { headers: { 'X-Algo-API-Token': sb.token } })
      ).json()) as { snapshots: Array<{ id: string }> };
      expect(list.snapshots.map((s) => s.id)).toEqual([snapshot.id]);
      expect(list.snapshots.map((s) => s.id)).not.toContain(later.snapshot.id);
      expect(c.accounts.map((a) => Number(sb.ledger.account(a.addr).amount))).toEqual(balances);
    } finally {
      await sb.stop();
    }
  }, 60_000);

  it('a kill -9 during a revert loses nothing committed before the snapshot; the snapshot still reverts after restart', async () => {
    const random = prng(20261205);
    for (let attempt = 0; attempt < 2; attempt++) {
      const dataDir = tempDir();
      const c = await child(dataDir);
      const before = await c.pay(5);
      const { snapshot } = await c.admin<{ snapshot: { id: string; round: string } }>('POST', 'snapshots');
      const balances = await c.balances();
      const after = await c.pay(8 + Math.floor(random() * 8));
      // The revert is sent and the process killed at once or a moment later, whatever stage it is at.
      const revert = c.admin('POST', `snapshots/${snapshot.id}/revert`).catch(() => undefined);
      await new Promise((r) => setTimeout(r, Math.floor(random() * 4)));
      c.child.kill('SIGKILL');
      await revert;

      const { ledger, txids } = await reopen(dataDir);
      expect(before.filter((t) => !txids.has(t))).toEqual([]);
      // Either the revert landed (nothing after the snapshot) or it did not (everything answered is there).
      const reverted = ledger.latestRound() === BigInt(snapshot.round);
      if (reverted) expect(after.filter((t) => txids.has(t))).toEqual([]);
      else expect(after.filter((t) => !txids.has(t))).toEqual([]);
      await ledger.close();

      const sb = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
      try {
        const res = await fetch(`${sb.algod.url}/v2/sandbox/snapshots/${snapshot.id}/revert`, {
          method: 'POST',
          headers: { 'X-Algo-API-Token': sb.token },
        });
        expect(res.status).toBe(200);
        expect(sb.ledger.latestRound()).toBe(BigInt(snapshot.round));
        expect(c.accounts.map((a) => Number(sb.ledger.account(a.addr).amount))).toEqual(balances);
      } finally {
        await sb.stop();
      }
    }
  }, 120_000);
});
