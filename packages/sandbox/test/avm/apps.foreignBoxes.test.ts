import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { createAppTxn, goMain } from '../support/apps';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

/**
 * v13's app_box_* and app_params_set against a running sandbox, ported from go-algorand v5.0.0
 * ledger/boxtxn_test.go (TestForeignBoxAccess, TestFamilyBoxReentrancy, TestFamilyBoxMBR) and
 * data/transactions/logic/evalStateful_test.go TestAppParamsSet; the programs are go's.
 */

const main = goMain;

// go: ledger/boxtxn_test.go flagBoxOwner, crossReader, crossWriter, familyInitiator, familyForeign
const flagBoxOwner = main(`
  byte "b"; int 4; box_create; pop
  txn ApplicationArgs 0; byte "foreign"; ==; bz tryfamily
    int 1; app_params_set AppForeignBoxReads
    b done
 tryfamily:
  txn ApplicationArgs 0; byte "family"; ==; bz tryoptout
    int 1; app_params_set AppFamilyBoxAccess
 tryoptout:
  txn ApplicationArgs 0; byte "optout"; ==; bz done
    int 0; app_params_set AppForeignBoxReads
    int 0; app_params_set AppFamilyBoxAccess
 done:`);
const crossWriter = main(`txn Applications 1; byte "b"; int 0; byte "CC"; app_box_replace`);
const crossReader = main(`txn Applications 1; byte "b"; app_box_get; assert; pop`);
const innerCall = (target: number, forwards: number[]) =>
  `itxn_begin; int appl; itxn_field TypeEnum; txn Applications ${target}; itxn_field ApplicationID; ` +
  forwards.map((f) => `txn Applications ${f}; itxn_field Applications; `).join('') +
  'itxn_submit';
const familyInitiator = main(`
  txn ApplicationArgs 0; byte "optin"; ==; bz notoptin
    int 1; app_params_set AppFamilyBoxAccess
    byte "b"; int 4; box_create; assert
    b done
  notoptin:
  txn ApplicationArgs 0; byte "write"; ==; bz nowrite
    byte "b"; int 0; byte "AA"; box_replace
  nowrite:
  txn ApplicationArgs 0; byte "read"; ==; bz noread
    byte "b"; box_get; assert; pop
  noread:
  txn ApplicationArgs 1; byte "viaX"; ==; bz trydirect
    ${innerCall(1, [2, 3])}
    b done
  trydirect:
  txn ApplicationArgs 1; byte "direct"; ==; bz trydelegate
    ${innerCall(2, [3])}
    b done
  trydelegate:
  txn ApplicationArgs 1; byte "delegate"; ==; bz done
    ${innerCall(2, [3])}
    ${innerCall(1, [2, 3])}
  done:`);
const familyForeign = main(innerCall(1, [2]));

const enc = (s: string) => new TextEncoder().encode(s);

describe('app_box_* and app_params_set (v13) across apps', () => {
  let h: SandboxHarness;
  let owner: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 2 });
    owner = h.rich[0] as TestAccount;
    other = h.rich[1] as TestAccount;
  });
  afterAll(() => h.stop());

  /** Sends one signed transaction; resolves to its pending info, rejects with algod's message. */
  const send = async (txn: algosdk.Transaction, by: TestAccount) => {
    const { txid } = await h.algod.sendRawTransaction(txn.signTxn(by.sk)).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };

  /** go's dl.fundedApp: creates the app (by `creator`) and funds its account. */
  const fundedApp = async (creator: TestAccount, amount: number, teal: string): Promise<bigint> => {
    const info = await send(await createAppTxn(h, creator, teal), creator);
    const id = info.applicationIndex as bigint;
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: algosdk.getApplicationAddress(id),
      amount,
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
    await send(pay, creator);
    return id;
  };

  const call = async (
    by: TestAccount,
    appIndex: bigint,
    opts: { args?: string[]; foreignApps?: bigint[]; boxes?: algosdk.BoxReference[]; fee?: number } = {},
  ) => {
    const sp = await h.algod.getTransactionParams().do();
    const txn = algosdk.makeApplicationNoOpTxnFromObject({
      sender: by.addr,
      appIndex,
      appArgs: (opts.args ?? []).map(enc),
      foreignApps: opts.foreignApps ?? [],
      boxes: opts.boxes ?? [],
      suggestedParams: { ...sp, flatFee: true, fee: BigInt(opts.fee ?? 1000) },
    });
    return send(txn, by);
  };

  it('TestAppParamsSet: app_params_set sets the flags app_params_get and algod show', async () => {
    // go: data/transactions/logic/evalStateful_test.go TestAppParamsSet
    const app = await fundedApp(
      owner,
      200_000,
      main(`txn ApplicationArgs 0; btoi; app_params_set AppForeignBoxReads
            txn ApplicationArgs 1; btoi; app_params_set AppFamilyBoxAccess
            global CurrentApplicationID; app_params_get AppForeignBoxReads; assert; txn ApplicationArgs 0; btoi; !; !; ==; assert
            global CurrentApplicationID; app_params_get AppFamilyBoxAccess; assert; txn ApplicationArgs 1; btoi; !; !; ==; assert`),
    );
    const u = (n: number) => String.fromCharCode(...algosdk.encodeUint64(n));
    await call(owner, app, { args: [u(100), u(0)] });
    let params = (await h.algod.getApplicationByID(app).do()).params;
    expect([params?.foreignBoxReads, params?.familyBoxAccess]).toEqual([true, undefined]);
    await call(owner, app, { args: [u(0), u(111)] });
    params = (await h.algod.getApplicationByID(app).do()).params;
    expect([params?.foreignBoxReads, params?.familyBoxAccess]).toEqual([undefined, true]);
  });

  it('TestForeignBoxAccess: ForeignBoxReads lets any app read, FamilyBoxAccess lets the family write', async () => {
    // go: ledger/boxtxn_test.go TestForeignBoxAccess
    const noFlags = await fundedApp(owner, 1_000_000, flagBoxOwner);
    const foreign = await fundedApp(owner, 1_000_000, flagBoxOwner);
    const family = await fundedApp(owner, 1_000_000, flagBoxOwner);
    const reader = await fundedApp(other, 1_000_000, crossReader);
    const writer = await fundedApp(other, 1_000_000, crossWriter);
    const readerInFamily = await fundedApp(owner, 1_000_000, crossReader);
    const writerInFamily = await fundedApp(owner, 1_000_000, crossWriter);
    const setup = (app: bigint, flag: string) =>
      call(owner, app, { args: [flag], boxes: [{ appIndex: 0, name: enc('b') }] });
    await setup(noFlags, 'none');
    await setup(foreign, 'foreign');
    await setup(family, 'family');
    const access = (caller: bigint, boxOwner: bigint) =>
      call(other, caller, { foreignApps: [boxOwner], boxes: [{ appIndex: boxOwner, name: enc('b') }] });

    await expect(access(reader, noFlags)).rejects.toThrow(
      `foreign app ${reader} may not read box of ${noFlags}`,
    );
    await expect(access(writer, noFlags)).rejects.toThrow(
      `foreign app ${writer} may not write box of ${noFlags}`,
    );
    await expect(access(readerInFamily, noFlags)).rejects.toThrow(
      `family app ${readerInFamily} may not read box of ${noFlags}`,
    );
    await expect(access(writerInFamily, noFlags)).rejects.toThrow('may not write');

    await access(reader, foreign);
    await expect(access(writer, foreign)).rejects.toThrow('may not write');
    await access(readerInFamily, foreign);
    await expect(access(writerInFamily, foreign)).rejects.toThrow('may not write');

    await expect(access(reader, family)).rejects.toThrow('may not read');
    await expect(access(writer, family)).rejects.toThrow('may not write');
    await access(readerInFamily, family);
    await access(writerInFamily, family);
    const box = await h.algod.getApplicationBoxByName(family, enc('b')).do();
    expect([...box.value]).toEqual([...enc('CC'), 0, 0]);

    await setup(foreign, 'optout');
    await setup(family, 'optout');
    await expect(access(reader, foreign)).rejects.toThrow('may not read');
    await expect(access(readerInFamily, foreign)).rejects.toThrow('may not read');
    await expect(access(readerInFamily, family)).rejects.toThrow('may not read');
    await expect(access(writerInFamily, family)).rejects.toThrow('may not write');
  });

  it('TestFamilyBoxReentrancy: a family write across a foreign call is refused', async () => {
    // go: ledger/boxtxn_test.go TestFamilyBoxReentrancy
    const a = await fundedApp(owner, 1_000_000, familyInitiator);
    const x = await fundedApp(other, 1_000_000, familyForeign);
    const cw = await fundedApp(owner, 1_000_000, crossWriter);
    const cr = await fundedApp(owner, 1_000_000, crossReader);
    await call(owner, a, { args: ['optin'], boxes: [{ appIndex: 0, name: enc('b') }] });
    const run = (touch: string, route: string, c: bigint) =>
      call(owner, a, {
        args: [touch, route],
        foreignApps: [x, c, a],
        boxes: [{ appIndex: 0, name: enc('b') }],
        fee: 4000,
      });
    const reentry = `app ${cw} may not write family-shared box: app ${a} is relying on family state across a foreign call`;
    await expect(run('write', 'viaX', cw)).rejects.toThrow(reentry);
    await expect(run('read', 'viaX', cw)).rejects.toThrow(reentry);
    await run('none', 'viaX', cw);
    await run('write', 'viaX', cr);
    await run('write', 'direct', cw);
    await expect(run('none', 'delegate', cw)).rejects.toThrow(reentry);
  });

  it('TestFamilyBoxMBR: boxes a family member creates in another app are charged to the owner', async () => {
    // go: ledger/boxtxn_test.go TestFamilyBoxMBR (familyBoxMBRApp, familyBoxOwner)
    const mbrApp = main(`
      txn ApplicationArgs 0; byte "create"; ==; bz tryresize
        txn Applications 1; txn ApplicationArgs 1; txn ApplicationArgs 2; btoi; app_box_create; assert
        b done
      tryresize:
      txn ApplicationArgs 0; byte "resize"; ==; bz trydel
        txn Applications 1; txn ApplicationArgs 1; txn ApplicationArgs 2; btoi; app_box_resize
        b done
      trydel:
      txn ApplicationArgs 0; byte "del"; ==; bz done
        txn Applications 1; txn ApplicationArgs 1; app_box_del; assert
      done:`);
    const boxOwner = main('int 1; app_params_set AppFamilyBoxAccess');
    const a = await fundedApp(owner, 200_000, mbrApp);
    const b = await fundedApp(owner, 1_000_000, boxOwner);
    await call(owner, b);
    const run = (...args: string[]) =>
      call(owner, a, { args, foreignApps: [b], boxes: [{ appIndex: b, name: enc('x') }] });
    const acct = (app: bigint) => h.algod.accountInformation(algosdk.getApplicationAddress(app)).do();
    const aBefore = (await acct(a)).amount;
    await run('create', 'x', '\x10');
    expect([(await acct(b)).totalBoxes, (await acct(b)).totalBoxBytes]).toEqual([1, 1 + 16]);
    expect((await acct(a)).totalBoxes ?? 0).toBe(0);
    expect((await acct(a)).amount).toBe(aBefore);
    await run('resize', 'x', '\x40');
    expect((await acct(b)).totalBoxBytes).toBe(1 + 64);
    await run('del', 'x');
    expect((await acct(b)).totalBoxes ?? 0).toBe(0);
    const b2 = await fundedApp(owner, 100_000, boxOwner);
    await call(owner, b2);
    await expect(
      call(owner, a, {
        args: ['create', 'x', '\x10'],
        foreignApps: [b2],
        boxes: [{ appIndex: b2, name: enc('x') }],
      }),
    ).rejects.toThrow('below min');
  });
});
