import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { compile } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { sandboxHarness } from '../support/sandboxHarness';

const enc = new TextEncoder();

/** App calls (state, logs, inner transactions) survive a restart: the block log replays through the AVM. */
describe('apps across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sextant-avm-replay-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replays app creation, calls and inner payments to the same state', async () => {
    const h = await sandboxHarness({ accounts: 1, dataDir: dir });
    const a = h.rich[0] as TestAccount;
    const teal = readFileSync(join(__dirname, 'teal', 'lifecycle.approval.teal'), 'utf8');
    const sp = await h.algod.getTransactionParams().do();
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: a.addr,
      approvalProgram: await compile(h, teal),
      clearProgram: await compile(h, '#pragma version 10\nint 1\n'),
      numGlobalInts: 1,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: sp,
    });
    const { txid } = await h.algod.sendRawTransaction(fastSign(create, a.sk)).do();
    const appId = (await h.algod.pendingTransactionInformation(txid).do()).applicationIndex as bigint;
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: 500_000,
      suggestedParams: sp,
    });
    const ping = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      appArgs: [enc.encode('ping')],
      suggestedParams: sp,
    });
    const pay = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      appArgs: [enc.encode('pay'), algosdk.bigIntToBytes(1234n, 8)],
      suggestedParams: { ...sp, fee: 2000, flatFee: true },
    });
    for (const t of [fund, ping, pay]) await h.algod.sendRawTransaction(fastSign(t, a.sk)).do();
    const digest = h.sb.ledger.stateDigest();
    const round = h.sb.ledger.latestRound();
    const block = h.sb.ledger.encodedBlock(round);
    await h.stop();

    const again = await sandboxHarness({ accounts: 1, dataDir: dir });
    try {
      expect(again.sb.ledger.latestRound()).toBe(round);
      expect(again.sb.ledger.stateDigest()).toBe(digest);
      expect(again.sb.ledger.encodedBlock(round)).toEqual(block);
      const info = await again.algod.pendingTransactionInformation(pay.txID()).do();
      expect(info.innerTxns?.[0]?.txn.txn.payment?.amount).toBe(1234n);
    } finally {
      await again.stop();
    }
  });
});
