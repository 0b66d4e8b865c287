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

  /**
   * go's testUnnamedBoxOperations: each op an app call naming `others` foreign assets (0s, which
   * take reference slots), the group filled to 16 with payments; what the group reports.
   */
  const simulateOps = async (ops: Array<{ args: (string | Uint8Array)[]; others: number }>) => {
    const sp = await h.algod.getTransactionParams().do();
    const calls = await Promise.all(
      ops.map((op, i) =>
        algosdk.makeApplicationNoOpTxnFromObject({
          sender: a.addr,
          appIndex: appId,
          appArgs: op.args.map((x) => (typeof x === 'string' ? enc(x) : x)),
          foreignAssets: Array.from({ length: op.others }, () => 0),
          note: Uint8Array.of(i),
          suggestedParams: sp,
        }),
      ),
    );
    const pays = Array.from({ length: 16 - ops.length }, (_, i) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: a.addr,
        amount: 0,
        note: Uint8Array.of(ops.length + i),
        suggestedParams: sp,
      }),
    );
    const txns = algosdk.assignGroupID([...calls, ...pays]);
    const res = await h.algod
      .simulateTransactions(
        new m.SimulateRequest({
          txnGroups: [
            new m.SimulateRequestTransactionGroup({
              txns: txns.map((txn) => new algosdk.SignedTransaction({ txn })),
            }),
          ],
          allowEmptySignatures: true,
          allowUnnamedResources: true,
        }),
      )
      .do();
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    return {
      failure: g.failureMessage,
      failedAt: g.failedAt,
      boxes: (g.unnamedResourcesAccessed?.boxes ?? []).map((b) => new TextDecoder().decode(b.name)).sort(),
      extraBoxRefs: g.unnamedResourcesAccessed?.extraBoxRefs ?? 0,
    };
  };
  const size = (n: number) => algosdk.encodeUint64(n);
  const boxHex = (name: string) => `0x${Buffer.from(name).toString('hex')}`;

  // go: TestUnnamedResourcesBoxIOBudget "Testing limits" (MaxAppBoxReferences 8, MaxAppTotalTxnReferences 8,
  // BytesPerBoxReference 2048): the references a box, its read or its write would need must fit what
  // the transactions could still name (resources.go reconcileReadBudget, maxPossibleIOBudget)
  it.each([
    ['exactly at the read budget', [{ args: ['read', 'A'], others: 7 }], { boxes: ['A'], extraBoxRefs: 0 }],
    [
      'over the read budget',
      [{ args: ['read', 'C'], others: 7 }],
      { failure: `logic eval error: invalid Box reference ${boxHex('C')}`, failedAt: [0], boxes: [] },
    ],
    [
      'close to the read budget, another box written',
      [
        { args: ['read', 'C'], others: 6 },
        { args: ['create', 'X', size(4096)], others: 8 },
      ],
      { boxes: ['C', 'X'], extraBoxRefs: 0 },
    ],
    [
      'exactly at the write budget',
      [{ args: ['create', 'X', size(2048)], others: 7 }],
      { boxes: ['X'], extraBoxRefs: 0 },
    ],
    [
      'over the write budget',
      [{ args: ['create', 'X', size(2049)], others: 7 }],
      { failure: 'logic eval error: write budget exceeded (2049 > 2048)', failedAt: [0], boxes: ['X'] },
    ],
    [
      'at the write budget, another box read',
      [
        { args: ['create', 'X', size(4096)], others: 6 },
        { args: ['read', 'A'], others: 8 },
      ],
      { boxes: ['A', 'X'], extraBoxRefs: 0 },
    ],
    [
      'no reference left',
      [
        { args: ['read', 'A'], others: 7 },
        { args: ['read', 'B'], others: 8 },
      ],
      { failure: `logic eval error: invalid Box reference ${boxHex('B')}`, failedAt: [1], boxes: ['A'] },
    ],
  ] as const)('%s', async (_name, ops, expected) => {
    const got = await simulateOps(ops.map((o) => ({ args: [...o.args], others: o.others })));
    if ('failure' in expected) {
      expect(got.failure).toContain(expected.failure);
      expect(got.failedAt).toEqual(expected.failedAt);
      expect(got.boxes).toEqual(expected.boxes);
    } else {
      expect(got.failure).toBeUndefined();
      expect({ boxes: got.boxes, extraBoxRefs: got.extraBoxRefs }).toEqual(expected);
    }
  });

  it('a named C still needs one empty reference (withBoxRefs: 1)', async () => {
    expect(await simulate(await call(['read', 'C'], [{ appIndex: 0, name: enc('C') }]))).toEqual({
      boxes: [],
      extraBoxRefs: 1,
    });
  });
});
