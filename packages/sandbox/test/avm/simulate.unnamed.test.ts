import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../spec/expectMatchesSpec';
import { newAccount, type TestAccount } from '../support/accounts';
import { compile, deploy, puyaSpec } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

const m = algosdk.modelsv2;

/**
 * Simulate's allow-unnamed-resources (what AlgoKit's resource population relies on): a v9+ program
 * may touch accounts, apps and boxes the group does not name; the group result lists them, and the
 * same call with those references then succeeds for real.
 */
describe('simulate: allow-unnamed-resources', () => {
  let h: SandboxHarness;
  let a: TestAccount;

  const sp = () => h.algod.getTransactionParams().do();
  const simulate = (txn: algosdk.Transaction, allowUnnamedResources: boolean) =>
    h.algod
      .simulateTransactions(
        new m.SimulateRequest({
          txnGroups: [
            new m.SimulateRequestTransactionGroup({ txns: [new algosdk.SignedTransaction({ txn })] }),
          ],
          allowEmptySignatures: true,
          allowUnnamedResources,
        }),
      )
      .do();

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  it('reports an unnamed account and app; the named call then passes', async () => {
    const teal =
      '#pragma version 10\ntxn ApplicationID\nbz ok\ntxna ApplicationArgs 0\nbalance\npop\n' +
      'txna ApplicationArgs 1\nbtoi\napp_params_get AppCreator\npop\npop\nok:\nint 1\n';
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: a.addr,
      approvalProgram: await compile(h, teal),
      clearProgram: await compile(h, '#pragma version 10\nint 1\n'),
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await sp(),
    });
    const { txid } = await h.algod.sendRawTransaction(fastSign(create, a.sk)).do();
    const appId = (await h.algod.pendingTransactionInformation(txid).do()).applicationIndex as bigint;
    const other = newAccount();
    // An app id nobody named (it need not exist: app_params_get then reports 0).
    const otherApp = appId + 7n;
    const call = (
      extra: Partial<algosdk.ApplicationCallReferenceParams> & {
        accounts?: string[];
        foreignApps?: bigint[];
      } = {},
    ) =>
      sp().then((suggestedParams) =>
        algosdk.makeApplicationNoOpTxnFromObject({
          sender: a.addr,
          appIndex: appId,
          appArgs: [algosdk.decodeAddress(other.addr).publicKey, algosdk.bigIntToBytes(otherApp, 8)],
          suggestedParams,
          ...extra,
        }),
      );
    const strict = await simulate(await call(), false);
    expect(strict.txnGroups[0]?.failureMessage).toMatch(new RegExp(`unavailable Account ${other.addr}`));
    const res = await simulate(await call(), true);
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    expect(g.failureMessage).toBeUndefined();
    expect(res.evalOverrides?.allowUnnamedResources).toBe(true);
    expect(g.unnamedResourcesAccessed?.accounts?.map(String)).toEqual([other.addr]);
    expect(g.unnamedResourcesAccessed?.apps).toEqual([otherApp]);
    const raw = await h.raw('/v2/transactions/simulate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        'txn-groups': [
          { txns: [JSON.parse(algosdk.encodeJSON(new algosdk.SignedTransaction({ txn: await call() })))] },
        ],
        'allow-empty-signatures': true,
        'allow-unnamed-resources': true,
      }),
    });
    expectMatchesSpec('algod', 'post', '/v2/transactions/simulate', 200, raw.json);
    const named = await call({ accounts: [other.addr], foreignApps: [otherApp] });
    const sent = await h.algod.sendRawTransaction(fastSign(named, a.sk)).do();
    expect((await h.algod.pendingTransactionInformation(sent.txid).do()).confirmedRound).toBeGreaterThan(0n);
  });

  it('reports an unnamed box of a Puya contract', async () => {
    const spec = puyaSpec('struct_in_box', 'ExampleContract');
    const appId = await deploy(h, spec, a);
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: 200_000,
      suggestedParams: await sp(),
    });
    await h.algod.sendRawTransaction(fastSign(pay, a.sk)).do();
    const method = spec.contract.getMethodByName('add_user');
    const user = method.args[0]?.type as algosdk.ABIType;
    const txn = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      appArgs: [method.getSelector(), user.encode(['Ada', 9n, 0n])],
      suggestedParams: await sp(),
    });
    const res = await simulate(txn, true);
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    expect(g.failureMessage).toBeUndefined();
    const boxes = g.unnamedResourcesAccessed?.boxes ?? [];
    expect(boxes.map((b) => [b.app, [...b.name]])).toEqual([[appId, [...algosdk.bigIntToBytes(9n, 8)]]]);
  });
  // go: ledger/simulation/resources.go resourcePolicy (globalSharing false before v9: the
  // transaction's own localTxnResources) and simulation_eval_test.go TestUnnamedResources (v < 9:
  // the accounts, asset and app on the transaction result, none on the group; v7+ an unnamed app's
  // account comes with the app)
  it('a program before v9 gets its unnamed resources on its own transaction, not the group', async () => {
    const other = newAccount();
    const mkApp = async (teal: string) => {
      const create = algosdk.makeApplicationCreateTxnFromObject({
        sender: a.addr,
        approvalProgram: await compile(h, teal),
        clearProgram: await compile(h, '#pragma version 8\nint 1\n'),
        numGlobalInts: 0,
        numGlobalByteSlices: 0,
        numLocalInts: 0,
        numLocalByteSlices: 0,
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        suggestedParams: await sp(),
      });
      const { txid } = await h.algod.sendRawTransaction(fastSign(create, a.sk)).do();
      return (await algosdk.waitForConfirmation(h.algod, txid, 5)).applicationIndex as bigint;
    };
    const target = await mkApp('#pragma version 8\nint 1\n');
    const acfg = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      total: 100,
      decimals: 0,
      defaultFrozen: false,
      suggestedParams: await sp(),
    });
    const { txid } = await h.algod.sendRawTransaction(fastSign(acfg, a.sk)).do();
    const asset = (await algosdk.waitForConfirmation(h.algod, txid, 5)).assetIndex as bigint;
    const teal = (v: number) =>
      `#pragma version ${v}\ntxn ApplicationID\nbz ok\n` +
      `addr ${other.addr}\nbalance\npop\n` +
      `int ${asset}\nasset_params_get AssetTotal\npop\npop\n` +
      `int ${target}\napp_params_get AppCreator\npop\npop\n` +
      `addr ${algosdk.getApplicationAddress(target)}\nbalance\npop\nok:\nint 1\n`;
    const v8 = await mkApp(teal(8));
    const v10 = await mkApp(teal(10));
    const call = async (appIndex: bigint, note: string) =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: a.addr,
        appIndex,
        note: new TextEncoder().encode(note),
        suggestedParams: await sp(),
      });
    const res = await h.algod
      .simulateTransactions(
        new m.SimulateRequest({
          txnGroups: [
            new m.SimulateRequestTransactionGroup({
              txns: algosdk
                .assignGroupID([await call(v8, 'a'), await call(v10, 'b'), await call(v8, 'c')])
                .map((txn) => new algosdk.SignedTransaction({ txn })),
            }),
          ],
          allowEmptySignatures: true,
          allowUnnamedResources: true,
        }),
      )
      .do();
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    expect(g.failureMessage).toBeUndefined();
    const own = (u: algosdk.modelsv2.SimulateUnnamedResourcesAccessed | undefined) => ({
      accounts: u?.accounts?.map(String),
      assets: u?.assets,
      apps: u?.apps,
    });
    // each v8 call names its own, even the same resources again; the app's account is not listed
    const expected = { accounts: [other.addr], assets: [asset], apps: [target] };
    expect(own(g.txnResults[0]?.unnamedResourcesAccessed)).toEqual(expected);
    expect(own(g.txnResults[2]?.unnamedResourcesAccessed)).toEqual(expected);
    // the v10 call shares with the group: what the v8 call before it took is not listed again
    expect(g.txnResults[1]?.unnamedResourcesAccessed).toBeUndefined();
    expect(g.unnamedResourcesAccessed).toBeUndefined();
    const strict = await h.algod
      .simulateTransactions(
        new m.SimulateRequest({
          txnGroups: [
            new m.SimulateRequestTransactionGroup({
              txns: [new algosdk.SignedTransaction({ txn: await call(v8, 'd') })],
            }),
          ],
          allowEmptySignatures: true,
        }),
      )
      .do();
    expect(strict.txnGroups[0]?.failureMessage).toMatch(/unavailable Account/);
  });
});
