import 'fake-indexeddb/auto';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { browserHarness } from '../../test/support/browserHarness';
import { decodeNetworkFile } from '../network/networkFile';
import { CorruptBlockLogError } from '../store/CorruptBlockLogError';
import { openNetworkDb, requestDone, STORES, transactionDone } from './idb';
import { exportReadableBrowserNetwork, startBrowserSandbox } from './startBrowserSandbox';

const RECEIVER = algosdk.generateAccount().addr.toString();

/** A Browser network in IndexedDB with `payments` rounds; what each round left (block hash, receiver's balance). */
async function networkWithRounds(dbName: string, payments: number) {
  const h = await browserHarness(await startBrowserSandbox({ dbName, accounts: 1 }));
  const after: Array<{ hash: string; balance: bigint }> = [];
  for (let i = 0; i < payments; i++) {
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: h.rich.addr,
      receiver: RECEIVER,
      amount: 200_000 + i,
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
    expect((await h.postRaw(pay.signTxn(h.rich.sk))).status).toBe(200);
    const round = after.length + 1;
    after.push({
      hash: (await h.algod.getBlockHash(round).do()).blockhash,
      balance: (await h.algod.accountInformation(RECEIVER).do()).amount,
    });
  }
  await h.sb.close();
  return after;
}

/** Flips one payload byte of the block stored for `round` (as a bad sector or a stray write would). */
async function corruptRound(dbName: string, round: number): Promise<number> {
  const db = await openNetworkDb(dbName);
  const frame = new Uint8Array(
    (await requestDone(db.transaction(STORES.blocks).objectStore(STORES.blocks).get(round))) as Uint8Array,
  );
  frame[8 + 40]! ^= 0x10;
  const tx = db.transaction(STORES.blocks, 'readwrite');
  tx.objectStore(STORES.blocks).put(frame, round);
  await transactionDone(tx);
  const stored = (await requestDone(
    db.transaction(STORES.blocks).objectStore(STORES.blocks).count(),
  )) as number;
  db.close();
  return stored;
}

async function storedBlocks(dbName: string): Promise<number> {
  const db = await openNetworkDb(dbName);
  const n = await requestDone(db.transaction(STORES.blocks).objectStore(STORES.blocks).count());
  db.close();
  return n;
}

/**
 * Issue #34 item 4 in the Browser network: a block damaged mid-store refuses to start and changes
 * nothing; what is readable exports (and imports); repair keeps every block before the damage and
 * replays it to the same state; a reset or an import replaces the store without opening it.
 */
describe('a damaged Browser network block store', () => {
  it('refuses to start naming the round, exports what is readable, and repair keeps every good block and its state', async () => {
    const dbName = `repair-${Math.random()}`;
    const after = await networkWithRounds(dbName, 6);
    const damaged = 4;
    const stored = await corruptRound(dbName, damaged);
    expect(stored).toBe(6);

    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await startBrowserSandbox({ dbName }).then(
        (sb) => sb,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(CorruptBlockLogError);
      expect(refused).toMatchObject({ code: 'corruptBlockLog', round: damaged, goodAfter: 2 });
      expect((refused as Error).message).toContain(`record ${damaged} (round ${damaged}`);
    }
    expect(await storedBlocks(dbName)).toBe(6); // refusing changed nothing

    // Export what is readable first: genesis, wallets and rounds 1-3, the store untouched.
    const readable = await exportReadableBrowserNetwork(dbName);
    expect(readable.rounds).toBe(damaged - 1);
    expect(readable.genesisId).toBe('sextant-browser-v1');
    expect(decodeNetworkFile(readable.bytes).records).toHaveLength(damaged - 1);
    expect(await storedBlocks(dbName)).toBe(6);
    // …and it imports as a node would verify it, into another browser profile's network.
    const copy = await browserHarness(
      await startBrowserSandbox({ dbName: `${dbName}-copy`, replaceWith: readable.bytes }),
    );
    expect((await copy.algod.status().do()).lastRound).toBe(BigInt(damaged - 1));
    expect((await copy.algod.accountInformation(RECEIVER).do()).amount).toBe(after[damaged - 2]!.balance);
    await copy.sb.close();

    // Repair: the longest valid prefix kept and replayed, to the same blocks and state.
    const h = await browserHarness(await startBrowserSandbox({ dbName, repairBlocks: true }));
    expect((await h.algod.status().do()).lastRound).toBe(BigInt(damaged - 1));
    for (let r = 1; r < damaged; r++) {
      expect(after[r - 1]!.hash).toMatch(/^\S{20,}$/);
      expect((await h.algod.getBlockHash(r).do()).blockhash).toBe(after[r - 1]!.hash);
    }
    expect((await h.algod.accountInformation(RECEIVER).do()).amount).toBe(after[damaged - 2]!.balance);
    // The chain goes on from there, and the cut is stored: the next start needs no repair.
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: h.rich.addr,
      receiver: RECEIVER,
      amount: 300_000,
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
    expect((await h.postRaw(pay.signTxn(h.rich.sk))).status).toBe(200);
    await h.sb.close();
    const again = await browserHarness(await startBrowserSandbox({ dbName }));
    expect((await again.algod.status().do()).lastRound).toBe(BigInt(damaged));
    await again.sb.close();
  });

  it('a reset replaces a damaged store with a fresh genesis without opening it; a bad file changes nothing', async () => {
    const dbName = `repair-reset-${Math.random()}`;
    await networkWithRounds(dbName, 3);
    await corruptRound(dbName, 2);
    await expect(startBrowserSandbox({ dbName, replaceWith: new Uint8Array([1, 2, 3]) })).rejects.toThrow();
    await expect(startBrowserSandbox({ dbName })).rejects.toBeInstanceOf(CorruptBlockLogError);
    const fresh = await browserHarness(await startBrowserSandbox({ dbName, replaceWith: null }));
    expect((await fresh.algod.status().do()).lastRound).toBe(0n);
    expect(await storedBlocks(dbName)).toBe(0);
    await fresh.sb.close();
  });
});
