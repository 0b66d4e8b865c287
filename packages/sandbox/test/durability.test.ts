import algosdk from 'algosdk';
import {
  appendFileSync,
  closeSync,
  openSync,
  readFileSync,
  statSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGenesis } from '../src/genesis/createGenesis';
import type { Genesis } from '../src/genesis/Genesis';
import { splitGroups } from '../src/ledger/block/splitGroups';
import { fromBlockTxn } from '../src/ledger/block/toBlockTxn';
import { Ledger } from '../src/ledger/Ledger';
import { BlockLog } from '../src/store/BlockLog';
import type { TestAccount } from './support/accounts';
import { fastSign } from './support/fastSign';
import { prng } from './support/prng';
import { startChild } from './support/startChild';
import { tempDirs } from './support/tempDirs';

const tempDir = tempDirs('sandbox-durability-');

/** Replays every committed block through a fresh in-memory ledger's full verify-and-apply path. */
async function freshDigest(genesis: Genesis, from: Ledger, upTo = from.latestRound()): Promise<string> {
  const fresh = await Ledger.open({ genesis });
  for (let r = 1n; r <= upTo; r++) {
    const block = from.block(r) as algosdk.Block;
    const stxns = block.payset.map((stib) => fromBlockTxn(stib, block.header));
    // Sent together, as they came: the groups of one block make one block again.
    const bodies = splitGroups(stxns, (s) => s.txn).map((g) =>
      Buffer.concat(g.map((s) => algosdk.encodeMsgpack(s))),
    );
    await Promise.all(bodies.map((body) => fresh.submitDurable(body)));
    expect(fresh.latestRound()).toBe(r);
  }
  return fresh.stateDigest();
}

/** A ledger on a new genesis of `n` funded accounts, with params valid for its first 1000 rounds. */
async function openLedger(dataDir: string, n: number) {
  const { genesis, keys } = createGenesis(n);
  const ledger = await Ledger.open({ genesis, blocks: BlockLog.openDir(dataDir) });
  const accounts: TestAccount[] = keys.map((k) => ({ addr: k.address, sk: k.secretKey }));
  const sp = {
    fee: 1000n,
    minFee: 1000n,
    firstValid: 1n,
    lastValid: 1000n,
    genesisID: ledger.genesisId,
    genesisHash: ledger.genesisHash,
    flatFee: true,
  };
  return { genesis, ledger, accounts, sp };
}

describe('durability', () => {
  it('a kill -9 at a random moment loses no group whose POST returned 200; replay gives the same state', async () => {
    const dataDir = tempDir();
    const random = prng(20261121);
    const { child, algod, token } = await startChild(dataDir);
    const genesis = JSON.parse(readFileSync(join(dataDir, 'genesis.json'), 'utf8')) as Genesis;
    const keys = JSON.parse(readFileSync(join(dataDir, 'genesis-keys.json'), 'utf8')) as Array<{
      address: string;
      secretKey: string;
    }>;
    const accounts: TestAccount[] = keys.map((k) => ({
      addr: k.address,
      sk: new Uint8Array(Buffer.from(k.secretKey, 'base64')),
    }));
    const params = await new algosdk.Algodv2(token, 'http://127.0.0.1', Number(new URL(algod).port))
      .getTransactionParams()
      .do();
    const acked: string[] = [];
    let n = 0;
    let posts = 0;
    let dead = false;
    // Killed once a random number of POSTs were answered (not after a fixed time: on a loaded
    // machine few would be), with the others of the three in flight at whatever stage they are.
    const killAfter = 15 + Math.floor(random() * 40);
    let enough: () => void = () => undefined;
    const answered = new Promise<void>((r) => (enough = r));
    const worker = async () => {
      while (!dead) {
        const from = accounts[n % accounts.length] as TestAccount;
        const to = accounts[(n + 1) % accounts.length] as TestAccount;
        const size = 1 + (n % 3);
        const txns = Array.from({ length: size }, (_, i) =>
          algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: from.addr,
            receiver: to.addr,
            amount: 1000 + n * 10 + i,
            suggestedParams: params,
          }),
        );
        n++;
        if (size > 1) algosdk.assignGroupID(txns);
        const body = Buffer.concat(txns.map((t) => fastSign(t, from.sk)));
        try {
          const res = await fetch(`${algod}/v2/transactions`, {
            method: 'POST',
            body,
            headers: { 'X-Algo-API-Token': token },
          });
          if (res.status === 200) {
            acked.push(...txns.map((t) => t.txID()));
            if (++posts >= killAfter) enough();
          } else if (!dead) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        } catch (err) {
          if (!dead) throw err;
        }
      }
    };
    const workers = [worker(), worker(), worker()];
    // (A worker that fails ends the wait too: its error fails the test.)
    await Promise.race([answered, Promise.all(workers)]);
    dead = true;
    child.kill('SIGKILL');
    await Promise.allSettled(workers);
    expect(posts).toBeGreaterThanOrEqual(killAfter);

    const restarted = await Ledger.open({ genesis, blocks: BlockLog.openDir(dataDir) });
    const committed = new Set<string>();
    for (let r = 1n; r <= restarted.latestRound(); r++)
      for (const t of restarted.blockTxids(r) ?? []) committed.add(t);
    const lost = acked.filter((t) => !committed.has(t));
    expect(lost).toEqual([]);
    expect(restarted.stateDigest()).toBe(await freshDigest(genesis, restarted));
    await restarted.close();
  });

  it('groups sent together are committed as one block: each refused group alone, every acknowledged one in the log without a close', async () => {
    const dataDir = tempDir();
    const { genesis, ledger, accounts, sp } = await openLedger(dataDir, 3);
    const [a, b, c] = accounts as [TestAccount, TestAccount, TestAccount];
    const pay = (from: TestAccount, to: TestAccount, amount: number, extra: { lease?: Uint8Array } = {}) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to.addr,
        amount,
        suggestedParams: sp,
        ...extra,
      });
    const lease = new Uint8Array(32).fill(7);
    const pair = [pay(a, b, 2000), pay(b, c, 3000)];
    algosdk.assignGroupID(pair);
    const bodies = [
      fastSign(pay(a, b, 1000), a.sk),
      Buffer.concat([
        fastSign(pair[0] as algosdk.Transaction, a.sk),
        fastSign(pair[1] as algosdk.Transaction, b.sk),
      ]),
      fastSign(pay(a, b, 1000), a.sk), // the first one again: already in this block
      fastSign(pay(c, a, 4000, { lease }), c.sk),
      fastSign(pay(c, a, 4001, { lease }), c.sk), // the same lease: held by the one before
      fastSign(pay(b, a, 5000), b.sk),
    ];
    const answers = await Promise.allSettled(bodies.map((body) => ledger.submitDurable(body)));
    const refused = answers.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'));
    expect(refused[0]).toBe('ok');
    expect(refused[1]).toBe('ok');
    expect(refused[2]).toMatch(/transaction already in ledger/);
    expect(refused[3]).toBe('ok');
    expect(refused[4]).toMatch(/overlapping lease/);
    expect(refused[5]).toBe('ok');
    // One block holds the five accepted transactions, in the order sent.
    expect(ledger.latestRound()).toBe(1n);
    const accepted = [0, 1, 3, 5].map((i) => (answers[i] as PromiseFulfilledResult<string>).value);
    const txids = ledger.blockTxids(1n) ?? [];
    expect(txids).toHaveLength(5);
    expect([txids[0], txids[1], txids[3], txids[4]]).toEqual(accepted);
    expect(ledger.confirmed(accepted[3] as string)).toEqual({ round: 1n, index: 4 });

    // Not closed, as after kill -9: the log already holds the acknowledged block, and its replay
    // (group by group) gives the same state as applying each group through the full checks.
    const reopened = await Ledger.open({ genesis, blocks: BlockLog.openDir(dataDir) });
    expect(reopened.latestRound()).toBe(1n);
    expect(reopened.blockTxids(1n)).toEqual(txids);
    expect(reopened.stateDigest()).toBe(ledger.stateDigest());
    expect(reopened.stateDigest()).toBe(await freshDigest(genesis, reopened));
    // A group on its own still makes its own block.
    await ledger.submitDurable(fastSign(pay(a, c, 6000), a.sk));
    expect(ledger.latestRound()).toBe(2n);
    await Promise.all([ledger.close(), reopened.close()]);
    // Closed: refused, and nothing is acknowledged.
    await expect(ledger.submitDurable(fastSign(pay(a, c, 7000), a.sk))).rejects.toThrow(
      'the ledger is closed',
    );
  });

  it('cuts a torn final record (kill mid-write) and keeps every whole block', async () => {
    const dataDir = tempDir();
    const { genesis, ledger, accounts, sp } = await openLedger(dataDir, 2);
    const [a, b] = accounts as [TestAccount, TestAccount];
    for (let i = 0; i < 5; i++) {
      ledger.submit(
        fastSign(
          algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: a.addr,
            receiver: b.addr,
            amount: 1000 + i,
            suggestedParams: sp,
          }),
          a.sk,
        ),
      );
    }
    const digestAt4 = await freshDigest(genesis, ledger, 4n);
    const digestAt5 = ledger.stateDigest();
    await ledger.close();
    const log = join(dataDir, 'blocks.log');

    // Garbage after the last whole record (a header promising more than was written).
    appendFileSync(log, Buffer.from([0xff, 0x01, 0x00, 0x00, 1, 2, 3, 4, 5, 6, 7]));
    const withGarbage = await Ledger.open({ genesis, blocks: BlockLog.openDir(dataDir) });
    expect(withGarbage.latestRound()).toBe(5n);
    expect(withGarbage.stateDigest()).toBe(digestAt5);
    await withGarbage.close();

    // The last record cut in the middle: that block is gone, everything before it stays.
    truncateSync(log, statSync(log).size - 40);
    const torn = await Ledger.open({ genesis, blocks: BlockLog.openDir(dataDir) });
    expect(torn.latestRound()).toBe(4n);
    expect(torn.stateDigest()).toBe(digestAt4);
    // And the log accepts new blocks after the cut.
    torn.submit(
      fastSign(
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: a.addr,
          receiver: b.addr,
          amount: 77,
          suggestedParams: sp,
        }),
        a.sk,
      ),
    );
    await torn.close();
    const again = await Ledger.open({ genesis, blocks: BlockLog.openDir(dataDir) });
    expect(again.latestRound()).toBe(5n);
    await again.close();
  });

  it('the log grows with zeros ahead of its records: a crash leaves them, open keeps every record and cuts only a torn one', async () => {
    const dataDir = tempDir();
    const path = join(dataDir, 'blocks.log');
    const record = (n: number) => ({
      hash: new Uint8Array(32).fill(n),
      txids: [new Uint8Array(32).fill(n + 1)],
      block: new Uint8Array(100 + n).fill(n + 2),
    });
    const { log } = BlockLog.open(path);
    for (let n = 0; n < 3; n++) log.append(record(n));
    await log.sync();
    const recordBytes = log.byteLength();
    // Not closed (as after kill -9): the file is longer than its records, the rest zeros.
    expect(statSync(path).size).toBeGreaterThan(recordBytes);
    const reopened = BlockLog.open(path);
    expect(reopened.records.map((r) => r.block.length)).toEqual([100, 101, 102]);
    expect(reopened.truncatedBytes).toBe(0);
    // A torn record inside the grown space: cut, and only its bytes are reported.
    reopened.log.append(record(3));
    await reopened.log.sync();
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.from([0xff, 0x01, 0x00, 0x00, 9, 9, 9]), 0, 7, reopened.log.byteLength());
    closeSync(fd);
    const torn = BlockLog.open(path);
    expect(torn.records).toHaveLength(4);
    expect(torn.truncatedBytes).toBe(7);
    await torn.log.close();
    // A clean close leaves no zeros.
    expect(statSync(path).size).toBe(torn.log.byteLength());
  });
});
