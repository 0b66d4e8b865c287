import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { fastSigner, funded, loadSpec, pay, send, SPECS, SpecApp, txnArg } from './specKit';

/** The ARCs repository's example contracts: ARC-59 (asset inbox router), ARC-62, ARC-23's ABI. */
describe('ARCs asset contracts', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  const sp = async () => h.algod.getTransactionParams().do();
  const createAsset = async (creator: TestAccount, total: number, extra: { reserve?: string } = {}) =>
    (
      await send(
        h,
        algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
          sender: creator.addr,
          total,
          decimals: 0,
          defaultFrozen: false,
          manager: creator.addr,
          unitName: 'TST',
          suggestedParams: await sp(),
          ...extra,
        }),
        creator,
      )
    ).assetIndex as bigint;
  const transfer = async (from: TestAccount, to: string, asset: bigint, amount: number) =>
    send(
      h,
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to,
        assetIndex: asset,
        amount,
        suggestedParams: await sp(),
      }),
      from,
    );
  const optIn = (who: TestAccount, asset: bigint) => transfer(who, who.addr, asset, 0);
  const holding = async (addr: string, asset: bigint) =>
    (await h.algod.accountAssetInformation(addr, asset).do()).assetHolding?.amount;

  it('ARC-62 circulating supply: total minus reserve and the labelled not-circulating balances', async () => {
    const app = new SpecApp(h, loadSpec('arcs-assets/arc-0062/CirculatingSupply.arc56.json'));
    await app.createBare(a);
    const [reserve, burned, locked] = [
      await funded(h, a, 1_000_000),
      await funded(h, a, 1_000_000),
      await funded(h, a, 1_000_000),
    ];
    const asset = await createAsset(a, 1_000_000, { reserve: reserve.addr });
    for (const who of [reserve, burned, locked]) await optIn(who, asset);
    await transfer(a, reserve.addr, asset, 100_000);
    await transfer(a, burned.addr, asset, 20_000);
    await transfer(a, locked.addr, asset, 3_000);

    const refs = { appForeignAssets: [Number(asset)] };
    const other = await funded(h, a, 1_000_000);
    await expect(app.call(other, 'set_asset', [asset], refs)).rejects.toThrow(
      /logic eval error: assert failed/,
    );
    await app.call(a, 'set_asset', [asset], refs);
    expect((await app.global()).get('asset_id')).toBe(asset);
    // Only the manager; only opted-in addresses; only the three labels.
    const withAccounts = (...addrs: string[]) => ({ ...refs, appAccounts: addrs });
    await expect(
      app.call(a, 'set_not_circulating_address', [other.addr, 'burned'], withAccounts(other.addr)),
    ).rejects.toThrow(/logic eval error: assert failed/);
    await expect(
      app.call(a, 'set_not_circulating_address', [burned.addr, 'stolen'], withAccounts(burned.addr)),
    ).rejects.toThrow(/logic eval error/);
    await app.call(a, 'set_not_circulating_address', [burned.addr, 'burned'], withAccounts(burned.addr));
    await app.call(a, 'set_not_circulating_address', [locked.addr, 'locked'], withAccounts(locked.addr));
    const g = await app.global();
    expect(g.get('burned')).toEqual(algosdk.decodeAddress(burned.addr).publicKey);
    expect(g.get('locked')).toEqual(algosdk.decodeAddress(locked.addr).publicKey);
    expect(g.get('generic')).toEqual(new Uint8Array(32));

    const supply = () =>
      app.value(
        a,
        'arc62_get_circulating_supply',
        [asset],
        withAccounts(reserve.addr, burned.addr, locked.addr),
      );
    expect(await supply()).toBe(1_000_000n - 100_000n - 20_000n - 3_000n);
    await transfer(a, burned.addr, asset, 7_000);
    expect(await supply()).toBe(1_000_000n - 100_000n - 27_000n - 3_000n);
    await expect(
      app.value(a, 'arc62_get_circulating_supply', [asset + 1n], withAccounts(reserve.addr)),
    ).rejects.toThrow(/logic eval error/);
  });

  it('ARC-59 router: opt in, send to a receiver without the asset (an inbox is made), claim', async () => {
    const app = new SpecApp(h, loadSpec('arcs-assets/arc-0059/ARC59.arc32.json'));
    await app.create(a, 'createApplication');
    await pay(h, a, app.address, 200_000);
    const asset = await createAsset(a, 1_000);
    await app.call(a, 'arc59_optRouterIn', [asset], { appForeignAssets: [Number(asset)], fee: 2000 });
    expect(await holding(app.address, asset)).toBe(0n);

    const receiver = await funded(h, a, 1_000_000);
    const rkey = algosdk.decodeAddress(receiver.addr).publicKey;
    const inboxBox = { appIndex: 0, name: rkey };
    const refs = { boxes: [inboxBox], appAccounts: [receiver.addr], appForeignAssets: [Number(asset)] };
    expect(await app.value(a, 'arc59_getInbox', [receiver.addr], refs)).toBe(
      algosdk.ALGORAND_ZERO_ADDRESS_STRING,
    );
    const info = (await app.value(a, 'arc59_getSendAssetInfo', [receiver.addr, asset], refs)) as unknown[];
    // itxns 1 + 4 (new inbox); mbr = inbox box (2500 + 400 × (32 + 32)) + min balance + opt-in MBR;
    // the receiver has enough Algo; worst case = min balance + opt-in MBR + min fee.
    expect(info).toEqual([5n, 2500n + 400n * 64n + 100_000n + 100_000n, true, false, 0n, 201_000n]);

    const mbr = Number(info[1]);
    const atc = new algosdk.AtomicTransactionComposer();
    atc.addTransaction({
      txn: algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: app.address,
        amount: mbr,
        suggestedParams: await sp(),
      }),
      signer: fastSigner(a),
    });
    const axfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: app.address,
      assetIndex: asset,
      amount: 250,
      suggestedParams: await sp(),
    });
    await app.add(atc, a, 'arc59_sendAsset', [txnArg(axfer, a), receiver.addr, 0], {
      ...refs,
      fee: 1000 * (1 + Number(info[0])),
    });
    const sent = await atc.execute(h.algod, 4);
    const inbox = sent.methodResults[0]?.returnValue as string;
    expect(inbox).not.toBe(receiver.addr);
    expect(await app.value(a, 'arc59_getInbox', [receiver.addr], refs)).toBe(inbox);
    expect(await app.box(rkey)).toEqual(algosdk.decodeAddress(inbox).publicKey);
    expect(await holding(inbox, asset)).toBe(250n);
    const inboxAcct = await h.algod.accountInformation(inbox).do();
    expect(inboxAcct.authAddr?.toString()).toBe(app.address);
    expect(inboxAcct.amount).toBe(200_000n);
    expect(await holding(app.address, asset)).toBe(0n);

    // A second send finds the inbox already there and opted in: one inner transfer.
    const again = (await app.value(a, 'arc59_getSendAssetInfo', [receiver.addr, asset], {
      ...refs,
      appAccounts: [receiver.addr, inbox],
    })) as unknown[];
    expect(again.slice(0, 4)).toEqual([1n, 0n, true, false]);

    await optIn(receiver, asset);
    const before = (await h.algod.accountInformation(receiver.addr).do()).amount;
    await app.call(receiver, 'arc59_claim', [asset], { ...refs, appAccounts: [inbox], fee: 3000 });
    expect(await holding(receiver.addr, asset)).toBe(250n);
    await expect(h.algod.accountAssetInformation(inbox, asset).do()).rejects.toThrow();
    // The inbox's asset MBR comes back to the receiver with the claim, less the 3000 fee.
    expect((await h.algod.accountInformation(receiver.addr).do()).amount).toBe(before + 100_000n - 3000n);
  });

  it("ARC-23's Calculator ABI (contract.json, no TEAL): its add is the calculator's add; multiply is not routed", async () => {
    const arc23 = new algosdk.ABIContract(
      JSON.parse(
        readFileSync(join(SPECS, 'arcs-assets/arc-0023/contract.json'), 'utf8'),
      ) as algosdk.ABIContractParams,
    );
    const calculator = new SpecApp(h, loadSpec('js-algorand-sdk/calculator/contract.json'));
    await calculator.createBare(a);
    expect(arc23.getMethodByName('add').getSignature()).toBe('add(uint64,uint64)uint64');
    const viaArc23 = new SpecApp(h, { ...calculator.spec, contract: arc23 });
    viaArc23.appId = calculator.appId;
    expect(await viaArc23.value(a, 'add', [40, 2])).toBe(42n);
    // ARC-23's multiply(uint64,uint64)uint64 has no route in the calculator (which has mul).
    await expect(viaArc23.value(a, 'multiply', [6, 7])).rejects.toThrow(/logic eval error/);
    expect(await calculator.value(a, 'mul', [6, 7])).toBe(42n);
  });
});
