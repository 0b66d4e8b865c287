import algosdk from 'algosdk';
import { genesisAccount } from '../e2e/support/explorerLedger';

/** What bench/explorer-pages.ts opens: one busy account and an asset, app, payment and block of it. */
export interface PagesLedger {
  holder: string;
  assetId: bigint;
  appId: bigint;
  paymentTxid: string;
  paymentRound: bigint;
  /** Transactions in the holder's history. */
  transactions: number;
}

export const PAGES_ASSETS = 100;
const APP_CALLS = 4;
const PAYMENTS = 4;
/** One atomic group (one round) per 16 transactions: filling takes seconds, not minutes. */
const GROUP = 16;

const APPROVAL = `#pragma version 10
txn ApplicationID
bz create
byte "calls"
byte "calls"
app_global_get
int 1
+
app_global_put
int 1
return
create:
byte "calls"
int 0
app_global_put
byte "name"
byte "bench"
app_global_put
int 1
return`;

/**
 * Fills a fresh sandbox: an account that opts in to 100 assets a genesis account created, is sent
 * some of each, creates an application and calls it, and pays and is paid: 1 + 100 + 100 + 1 + 4 + 4
 * = 210 transactions in its history, the newest a payment.
 */
export async function fillPagesLedger(algod: algosdk.Algodv2, kmd: algosdk.Kmd): Promise<PagesLedger> {
  const funder = await genesisAccount(kmd, algod);
  const holder = algosdk.generateAccount();
  const keyOf = (t: algosdk.Transaction) =>
    t.sender.toString() === funder.addr.toString() ? funder.sk : holder.sk;
  /** Sends in atomic groups of up to 16 and waits for each group. */
  const sendAll = async (
    make: (sp: algosdk.SuggestedParams, i: number) => algosdk.Transaction,
    n: number,
  ) => {
    const confirmed: algosdk.modelsv2.PendingTransactionResponse[] = [];
    const txids: string[] = [];
    for (let start = 0; start < n; start += GROUP) {
      const sp = await algod.getTransactionParams().do();
      const txns = Array.from({ length: Math.min(GROUP, n - start) }, (_, k) => make(sp, start + k));
      if (txns.length > 1) algosdk.assignGroupID(txns);
      await algod.sendRawTransaction(txns.map((t) => t.signTxn(keyOf(t)))).do();
      for (const t of txns) {
        confirmed.push(await algosdk.waitForConfirmation(algod, t.txID(), 10));
        txids.push(t.txID());
      }
    }
    return { confirmed, txids };
  };
  const pay =
    (from: algosdk.Account, to: algosdk.Account, amount: number, note?: string) =>
    (sp: algosdk.SuggestedParams) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to.addr,
        amount,
        ...(note !== undefined && { note: new TextEncoder().encode(note) }),
        suggestedParams: sp,
      });

  await sendAll(pay(funder, holder, 100_000_000), 1);
  const created = await sendAll(
    (sp, i) =>
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: funder.addr,
        total: 1_000_000_000n,
        decimals: i % 7,
        defaultFrozen: false,
        assetName: `Bench asset ${i}`,
        unitName: `B${i}`,
        suggestedParams: sp,
      }),
    PAGES_ASSETS,
  );
  const ids = created.confirmed.map((c) => c.assetIndex!);
  const transfer =
    (from: algosdk.Account, amount: (i: number) => number) => (sp: algosdk.SuggestedParams, i: number) =>
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: holder.addr,
        amount: amount(i),
        assetIndex: ids[i]!,
        suggestedParams: sp,
      });
  await sendAll(
    transfer(holder, () => 0),
    PAGES_ASSETS,
  );
  await sendAll(
    transfer(funder, (i) => 1000 + i),
    PAGES_ASSETS,
  );

  const compile = async (source: string) =>
    new Uint8Array(Buffer.from((await algod.compile(source).do()).result, 'base64'));
  const approvalProgram = await compile(APPROVAL);
  const clearProgram = await compile('#pragma version 10\nint 1');
  const app = await sendAll(
    (sp) =>
      algosdk.makeApplicationCreateTxnFromObject({
        sender: holder.addr,
        approvalProgram,
        clearProgram,
        numGlobalInts: 1,
        numGlobalByteSlices: 1,
        numLocalInts: 0,
        numLocalByteSlices: 0,
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        suggestedParams: sp,
      }),
    1,
  );
  const appId = app.confirmed[0]!.applicationIndex!;
  await sendAll(
    (sp, i) =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: holder.addr,
        appIndex: appId,
        note: new TextEncoder().encode(`bench call ${i}`),
        suggestedParams: sp,
      }),
    APP_CALLS,
  );
  const payments = await sendAll(
    (sp, i) =>
      (i % 2 === 0
        ? pay(funder, holder, 1000 + i, `bench payment ${i}`)
        : pay(holder, funder, 1000 + i, `bench payment ${i}`))(sp),
    PAYMENTS,
  );
  return {
    holder: holder.addr.toString(),
    assetId: ids[0]!,
    appId,
    paymentTxid: payments.txids.at(-1)!,
    paymentRound: payments.confirmed.at(-1)!.confirmedRound!,
    transactions: 1 + 2 * PAGES_ASSETS + 1 + APP_CALLS + PAYMENTS,
  };
}
