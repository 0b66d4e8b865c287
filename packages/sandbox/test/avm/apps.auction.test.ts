import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { compile, signer } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { referencePath } from '../../../../scripts/referenceDir';

const DIR = referencePath('app-specs/puya/auction/tealscript_artifacts');

/**
 * A TEALScript ARC-32 contract (the auction) through the ATC: create by ABI method, an inner
 * asset opt-in, transaction arguments (axfer, pay), opt-in with local state, and bids refunded by
 * inner payments.
 */
describe('TEALScript ARC-32 auction', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let contract: algosdk.ABIContract;
  let appId: bigint;
  let asset: bigint;

  const sp = async (fee?: number) => {
    const p = await h.algod.getTransactionParams().do();
    return fee === undefined ? p : { ...p, fee, flatFee: true };
  };
  const send = async (txn: algosdk.Transaction, who: TestAccount) => {
    const { txid } = await h.algod.sendRawTransaction(fastSign(txn, who.sk)).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };
  const method = async (
    who: TestAccount,
    name: string,
    methodArgs: algosdk.ABIArgument[],
    extra: Partial<Parameters<algosdk.AtomicTransactionComposer['addMethodCall']>[0]> = {},
  ) => {
    const atc = new algosdk.AtomicTransactionComposer();
    atc.addMethodCall({
      appID: appId,
      method: contract.getMethodByName(name),
      methodArgs,
      sender: who.addr,
      signer: signer(who),
      suggestedParams: await sp(),
      ...extra,
    });
    return atc.execute(h.algod, 4);
  };
  const global = async () => {
    const app = await h.algod.getApplicationByID(appId).do();
    return new Map(app.params?.globalState?.map((kv) => [Buffer.from(kv.key).toString(), kv.value]));
  };
  const funded = async (amount: number) => {
    const acct = newAccount();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: acct.addr,
        amount,
        suggestedParams: await sp(),
      }),
      a,
    );
    return acct;
  };

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    const spec = JSON.parse(readFileSync(join(DIR, 'Auction.arc32.json'), 'utf8')) as {
      contract: algosdk.ABIContractParams;
    };
    contract = new algosdk.ABIContract(spec.contract);
  });
  afterAll(() => h.stop());

  it('is created by its createApplication ABI method', async () => {
    appId = 0n;
    const res = await method(a, 'createApplication', [], {
      approvalProgram: await compile(h, readFileSync(join(DIR, 'Auction.approval.teal'), 'utf8')),
      clearProgram: await compile(h, readFileSync(join(DIR, 'Auction.clear.teal'), 'utf8')),
      numGlobalInts: 4,
      numGlobalByteSlices: 1,
      numLocalInts: 1,
      numLocalByteSlices: 0,
    });
    const info = await h.algod.pendingTransactionInformation(res.txIDs[0] as string).do();
    appId = info.applicationIndex as bigint;
    const g = await global();
    expect(g.get('asa')?.uint).toBe(0n);
    expect(algosdk.encodeAddress(g.get('previousBidder')?.bytes ?? new Uint8Array())).toBe(
      algosdk.ALGORAND_ZERO_ADDRESS_STRING,
    );
  });

  it('opts its account into an asset by an inner transfer, then takes the asset with startAuction', async () => {
    const create = await send(
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        total: 10,
        decimals: 0,
        defaultFrozen: false,
        suggestedParams: await sp(),
      }),
      a,
    );
    asset = create.assetIndex as bigint;
    const appAddr = algosdk.getApplicationAddress(appId).toString();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: appAddr,
        amount: 300_000,
        suggestedParams: await sp(),
      }),
      a,
    );
    const optIn = await method(a, 'optIntoAsset', [asset], { suggestedParams: await sp(2000) });
    const inner = (await h.algod.pendingTransactionInformation(optIn.txIDs[0] as string).do()).innerTxns?.[0];
    expect(inner?.txn.txn.assetTransfer?.assetIndex).toBe(asset);
    const axfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: appAddr,
      assetIndex: asset,
      amount: 10,
      suggestedParams: await sp(),
    });
    await method(a, 'startAuction', [1000, 3600, { txn: axfer, signer: signer(a) }]);
    const g = await global();
    expect(g.get('asaAmt')?.uint).toBe(10n);
    expect(g.get('previousBid')?.uint).toBe(1000n);
    const holding = await h.algod.accountAssetInformation(appAddr, asset).do();
    expect(holding.assetHolding?.amount).toBe(10n);
  });

  it('takes bids from opted-in accounts and refunds the outbid one', async () => {
    const [b, c] = [await funded(1_000_000), await funded(1_000_000)];
    const appAddr = algosdk.getApplicationAddress(appId).toString();
    const bid = async (who: TestAccount, amount: number) => {
      const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: who.addr,
        receiver: appAddr,
        amount,
        suggestedParams: await sp(),
      });
      return method(who, 'bid', [{ txn: pay, signer: signer(who) }]);
    };
    for (const who of [b, c])
      await method(who, 'optInToApplication', [], { onComplete: algosdk.OnApplicationComplete.OptInOC });
    await bid(c, 5000);
    await expect(bid(b, 4000)).rejects.toThrow(
      /logic eval error: assert failed pc=\d+\. Details: app=\d+, pc=\d+/,
    );
    await bid(b, 8000);
    const g = await global();
    expect(g.get('previousBid')?.uint).toBe(8000n);
    expect(algosdk.encodeAddress(g.get('previousBidder')?.bytes ?? new Uint8Array())).toBe(b.addr);
    const before = (await h.algod.accountInformation(c.addr).do()).amount;
    await method(c, 'claimBids', [], { suggestedParams: await sp(2000) });
    expect((await h.algod.accountInformation(c.addr).do()).amount).toBe(before + 5000n - 2000n);
    const local = await h.algod.accountApplicationInformation(c.addr, appId).do();
    expect(local.appLocalState?.keyValue?.[0]?.value.uint ?? 0n).toBe(0n);
  });
});
