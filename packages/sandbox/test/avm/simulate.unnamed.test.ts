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
});
