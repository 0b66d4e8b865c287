import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { compile, createAppTxn, goMain } from '../support/apps';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

/**
 * The box I/O budget as consensus v42 counts it, against a running sandbox: go-algorand v5.0.0
 * ledger/boxtxn_test.go TestBoxIOBudgets (write/read budget texts, a 33-reference group), the
 * `al` access list's box and empty references, and the read/write charge of programs beyond
 * 8 KiB (data/transactions/logic/eval.go EvalContract, considerBudgetProgramWrites).
 */

const main = goMain;

// go: ledger/boxtxn_test.go boxAppSource (create / check)
const boxApp = main(`
  txn ApplicationArgs 0; byte "create"; ==; bz check
    txn ApplicationArgs 1; txn ApplicationArgs 2; btoi; box_create; assert
    b end
  check:
  txn ApplicationArgs 0; byte "check"; ==; bz bad
    txn ApplicationArgs 1; int 0; txn ApplicationArgs 2; len; box_extract
    txn ApplicationArgs 2; ==; assert
    b end
  bad:
  err`);

const enc = (s: string) => new TextEncoder().encode(s);

describe('box I/O budget (consensus v42)', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  const send = async (txn: algosdk.Transaction) => {
    const { txid } = await h.algod.sendRawTransaction(txn.signTxn(a.sk)).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };
  const pay = async (to: string, amount: number) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: to,
      amount,
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
  const appCall = async (
    appIndex: bigint,
    args: (string | Uint8Array)[],
    refs: { boxes?: algosdk.BoxReference[]; access?: algosdk.ResourceReference[]; note?: string } = {},
  ) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: a.addr,
      appIndex,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      appArgs: args.map((x) => (typeof x === 'string' ? enc(x) : x)),
      ...(refs.boxes && { boxes: refs.boxes }),
      ...(refs.access && { access: refs.access }),
      ...(refs.note !== undefined && { note: enc(refs.note) }),
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
  const sendGroup = async (txns: algosdk.Transaction[]) => {
    algosdk.assignGroupID(txns);
    const { txid } = await h.algod.sendRawTransaction(txns.map((t) => t.signTxn(a.sk))).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };

  it('TestBoxIOBudgets: write and read budgets of box references, a 33-reference group', async () => {
    // go: ledger/boxtxn_test.go TestBoxIOBudgets
    const appId = (await send(await createAppTxn(h, a, boxApp))).applicationIndex as bigint;
    const appAddr = algosdk.getApplicationAddress(appId).toString();
    const x = { appIndex: 0, name: enc('x') };
    const empty = { appIndex: 0, name: new Uint8Array() };
    await expect(send(await appCall(appId, ['create', 'x', '\x10\x00'], { boxes: [x] }))).rejects.toThrow(
      'write budget exceeded (4096 > 2048) while creating box 0x78',
    );
    await expect(
      send(await appCall(appId, ['create', 'x', '\x10\x00'], { boxes: [x, empty] })),
    ).rejects.toThrow('below min');
    await expect(
      send(await appCall(appId, ['create', 'x', '\x10\x01'], { boxes: [x, empty] })),
    ).rejects.toThrow('write budget exceeded (4097 > 4096)');
    // MinBalance + BoxFlatMinBalance + BoxByteMinBalance * (4096 + 1)
    const amount = 100_000 + 2_500 + 400 * 4097;
    const create = () => appCall(appId, ['create', 'x', '\x10\x00'], { boxes: [x, empty] });
    await expect(sendGroup([await pay(appAddr, amount - 1), await create()])).rejects.toThrow('below min');
    await sendGroup([await pay(appAddr, amount), await create()]);

    await send(await appCall(appId, ['check', 'x', '\x00'], { boxes: [x, empty] }));
    await expect(send(await appCall(appId, ['check', 'x', '\x00'], { boxes: [x] }))).rejects.toThrow(
      'read budget exceeded (4096 > 2048)',
    );

    const group = [];
    for (let i = 0; i < 4; i++)
      group.push(await appCall(appId, ['check', 'x', '\x00'], { boxes: Array(8).fill(x), note: `${i}` }));
    group.push(
      await appCall(appId, ['create', 'y', new Uint8Array([0x80, 0x01])], {
        boxes: [{ appIndex: 0, name: enc('y') }],
      }),
    );
    await expect(sendGroup(group)).rejects.toThrow('box size too large: 32769, maximum is 32768');
  });

  it('an `al` access list names boxes and buys budget with empty entries', async () => {
    // go: data/transactions/logic/eval.go EvalContract: a box entry or an empty entry is one bump.
    const appId = (await send(await createAppTxn(h, a, boxApp))).applicationIndex as bigint;
    await send(await pay(algosdk.getApplicationAddress(appId).toString(), 2_000_000));
    const box = { box: { appIndex: 0, name: enc('big') } };
    await expect(
      send(await appCall(appId, ['create', 'big', '\x10\x00'], { access: [box] })),
    ).rejects.toThrow('write budget exceeded (4096 > 2048) while creating box 0x626967');
    await send(await appCall(appId, ['create', 'big', '\x10\x00'], { access: [box, {}] }));
    await send(await appCall(appId, ['check', 'big', '\x00\x00'], { access: [box, {}] }));
    await expect(send(await appCall(appId, ['check', 'big', '\x00'], { access: [box] }))).rejects.toThrow(
      'read budget exceeded (4096 > 2048)',
    );
    // Without the box named, it is not available at all.
    await expect(send(await appCall(appId, ['check', 'big', '\x00'], { access: [{}, {}] }))).rejects.toThrow(
      'invalid Box reference 0x626967',
    );
  });

  it('programs beyond 8 KiB are written and read against the same budget', async () => {
    // go: eval.go considerBudgetProgramWrites ("while creating app") and EvalContract's read of
    // every available app's LargeProgramExtraBytes (MaxAppTotalProgramLen × 4 = 8192 free).
    const blob = (n: number) => `pushbytes 0x${'ab'.repeat(n)}\npop\n`;
    const teal = `#pragma version 13\n${blob(4000)}${blob(4000)}${blob(900)}int 1`;
    const approvalProgram = await compile(h, teal);
    const clearProgram = await compile(h, '#pragma version 13\nint 1');
    const extra = approvalProgram.length + clearProgram.length - 8192;
    expect(extra).toBeGreaterThan(0);
    const createTxn = async (boxes: algosdk.BoxReference[]) =>
      algosdk.makeApplicationCreateTxnFromObject({
        sender: a.addr,
        approvalProgram,
        clearProgram,
        extraPages: 4,
        numGlobalInts: 0,
        numGlobalByteSlices: 0,
        numLocalInts: 0,
        numLocalByteSlices: 0,
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        boxes,
        // v42's per-byte surcharge (PerByteTxnSurcharge 100 µ of a min fee per byte): pay for it.
        suggestedParams: { ...(await h.algod.getTransactionParams().do()), flatFee: true, fee: 2000n },
      });
    const empty = { appIndex: 0, name: new Uint8Array() };
    await expect(send(await createTxn([]))).rejects.toThrow(
      new RegExp(`write budget exceeded \\(${extra} > 0\\) while creating app \\d+`),
    );
    const appId = (await send(await createTxn([empty]))).applicationIndex as bigint;
    await expect(send(await appCall(appId, []))).rejects.toThrow(`read budget exceeded (${extra} > 0)`);
    await send(await appCall(appId, [], { boxes: [empty] }));
  });
});
