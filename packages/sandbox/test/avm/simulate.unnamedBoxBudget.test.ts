import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { createAppTxn } from '../support/apps';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

const m = algosdk.modelsv2;

/**
 * Simulate's allow-unnamed-resources charges an unnamed box's current size to the read budget and
 * reports the extra (empty) box references the group needs: go-algorand v5.0.0
 * ledger/simulation/simulation_eval_test.go TestUnnamedResourcesBoxIOBudget (boxes A = 2048,
 * B = 1, C = 4095 bytes), ledger/simulation/resources.go addBox / reconcileReadBudget.
 */
describe('simulate: unnamed boxes and the read budget', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let appId: bigint;
  const enc = (s: string) => new TextEncoder().encode(s);
  // create <name> <size>: box_create; read <names...>: box_len of each.
  const teal = `#pragma version 13
txn ApplicationID
bz end
txn ApplicationArgs 0
byte "create"
==
bz read
txn ApplicationArgs 1
txn ApplicationArgs 2
btoi
box_create
assert
b end
read:
int 1
loop:
dup
txn NumAppArgs
<
bz done
dup
txnas ApplicationArgs
box_len
pop
pop
int 1
+
b loop
done:
pop
end:
int 1`;

  const call = async (args: (string | Uint8Array)[], boxes: algosdk.BoxReference[] = []) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      appArgs: args.map((x) => (typeof x === 'string' ? enc(x) : x)),
      boxes,
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
  const send = async (txn: algosdk.Transaction) => {
    const { txid } = await h.algod.sendRawTransaction(txn.signTxn(a.sk)).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };
  const simulate = async (txn: algosdk.Transaction) => {
    const res = await h.algod
      .simulateTransactions(
        new m.SimulateRequest({
          txnGroups: [
            new m.SimulateRequestTransactionGroup({ txns: [new algosdk.SignedTransaction({ txn })] }),
          ],
          allowEmptySignatures: true,
          allowUnnamedResources: true,
        }),
      )
      .do();
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    expect(g.failureMessage).toBeUndefined();
    const u = g.unnamedResourcesAccessed;
    return {
      boxes: (u?.boxes ?? []).map((b) => new TextDecoder().decode(b.name)).sort(),
      extraBoxRefs: u?.extraBoxRefs ?? 0,
    };
  };

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    appId = (await send(await createAppTxn(h, a, teal))).applicationIndex as bigint;
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: 10_000_000,
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
    await send(pay);
    const box = (name: string) => ({ appIndex: 0, name: enc(name) });
    await send(await call(['create', 'A', algosdk.encodeUint64(2048)], [box('A')]));
    await send(await call(['create', 'B', algosdk.encodeUint64(1)], [box('B')]));
    await send(
      await call(
        ['create', 'C', algosdk.encodeUint64(4095)],
        [box('C'), { appIndex: 0, name: new Uint8Array() }],
      ),
    );
  });
  afterAll(() => h.stop());

  it.each([
    [['A'], { boxes: ['A'], extraBoxRefs: 0 }],
    [['B'], { boxes: ['B'], extraBoxRefs: 0 }],
    // C exceeds one reference's 2048 bytes: one empty reference more.
    [['C'], { boxes: ['C'], extraBoxRefs: 1 }],
    [['A', 'B'], { boxes: ['A', 'B'], extraBoxRefs: 0 }],
    [['A', 'C'], { boxes: ['A', 'C'], extraBoxRefs: 1 }],
    // 2048 + 1 + 4095 fits three references exactly.
    [['A', 'B', 'C'], { boxes: ['A', 'B', 'C'], extraBoxRefs: 0 }],
    // A box that does not exist reads nothing.
    [['Q'], { boxes: ['Q'], extraBoxRefs: 0 }],
  ])('reading %j unnamed reports %j', async (names, expected) => {
    expect(await simulate(await call(['read', ...names]))).toEqual(expected);
  });

  it('a named C still needs one empty reference (withBoxRefs: 1)', async () => {
    expect(await simulate(await call(['read', 'C'], [{ appIndex: 0, name: enc('C') }]))).toEqual({
      boxes: [],
      extraBoxRefs: 1,
    });
  });
});
