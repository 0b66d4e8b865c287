import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { createAppTxn } from '../support/apps';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

const m = algosdk.modelsv2;

/** The program's cross-product loop: for each note slot the argument lists, `check` the pair. */
const crossProductLoop = (label: string, check: string) => `${label}:
dup
int 0
extract_uint64
store 2
extract 8 0
store 3
${label}_loop:
load 3
len
bz ${label}_loop_end
txn Note
load 3
dup
extract 1 0
store 3
int 0
getbyte
int 32
*
int 32
extract
load 2
${check}
b ${label}_loop
${label}_loop_end:`;

/**
 * Simulate's allow-unnamed-resources takes unnamed resources only as far as the group could have
 * named them: go-algorand v5.0.0 ledger/simulation/resources.go (makeTxnResourceTracker,
 * makeGlobalResourceTracker, groupResourceTracker.add*, addBox, addHolding, addLocal). The cases and
 * the answers are go's ledger/simulation/simulation_eval_test.go TestUnnamedResourcesLimits and
 * TestUnnamedResourcesCrossProductLimits, over their program (resourceLimitsTestProgram): each app
 * argument names one resource (0 account, 1 asset, 2 app, 3 box, 4 holdings, 5 locals; the cross
 * products' accounts are 32-byte slots of the note), the rest of the 16-transaction group is filled.
 */
const PROGRAM = (version: number) => `#pragma version ${version}
txn ApplicationID
bz end
loop:
load 0
txn NumAppArgs
<
bz loop_end
load 0
txnas ApplicationArgs
dup
extract 1 0
swap
int 0
getbyte
store 1
load 1
bz account
load 1
int 1
==
bnz asset
load 1
int 2
==
bnz app
load 1
int 3
==
bnz box
load 1
int 4
==
bnz asset_holding
load 1
int 5
==
bnz app_local
err
account:
balance
assert
b loop_step
asset:
btoi
asset_params_get AssetTotal
assert
assert
b loop_step
app:
btoi
byte 0x01
app_global_get_ex
!
assert
!
assert
b loop_step
box:
${version >= 8 ? 'box_len; !; assert; !; assert' : 'err'}
b loop_step
${crossProductLoop('asset_holding', 'asset_holding_get AssetBalance\n!\nassert\n!\nassert')}
b loop_step
${crossProductLoop('app_local', 'app_opted_in\n!\nassert')}
loop_step:
load 0
int 1
+
store 0
b loop
loop_end:
end:
int 1
`;

/** go's unnamedResourceArgument; `exceeded` marks the one past the limit (markLimitExceeded). */
interface Arg {
  readonly account?: string;
  readonly asset?: bigint;
  readonly app?: bigint;
  readonly box?: string;
  readonly holdings?: readonly string[];
  readonly locals?: readonly string[];
  readonly exceeded?: boolean;
}

const accountsArg = (xs: readonly string[]): Arg[] => xs.map((account) => ({ account }));
const assetsArg = (xs: readonly bigint[]): Arg[] => xs.map((asset) => ({ asset }));
const appsArg = (xs: readonly bigint[]): Arg[] => xs.map((app) => ({ app }));
const boxesArg = (xs: readonly string[]): Arg[] => xs.map((box) => ({ box }));
const exceeded = (args: readonly Arg[]): Arg[] => [
  ...args.slice(0, -1),
  { ...(args[args.length - 1] as Arg), exceeded: true },
];

/** What go expects reported: the arguments before the one past the limit. */
function within(args: readonly Arg[]): Arg[] {
  const i = args.findIndex((a) => a.exceeded === true);
  return i < 0 ? [...args] : args.slice(0, i);
}

const u64 = (n: bigint) => algosdk.bigIntToBytes(n, 8);
const enc = (s: string) => new TextEncoder().encode(s);
const cat = (...parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/** go's unnamedResourceArguments.addToTxn: the app arguments and the note of cross-product accounts. */
function encodeArgs(args: readonly Arg[]): { appArgs: Uint8Array[]; note: Uint8Array } {
  const order: string[] = [];
  const slot = (a: string) => {
    let i = order.indexOf(a);
    if (i < 0) i = order.push(a) - 1;
    return i;
  };
  const appArgs = args.map((r) => {
    if (r.holdings !== undefined)
      return cat(Uint8Array.of(4), u64(r.asset as bigint), Uint8Array.from(r.holdings.map(slot)));
    if (r.locals !== undefined)
      return cat(Uint8Array.of(5), u64(r.app as bigint), Uint8Array.from(r.locals.map(slot)));
    if (r.account !== undefined) return cat(Uint8Array.of(0), algosdk.decodeAddress(r.account).publicKey);
    if (r.asset !== undefined) return cat(Uint8Array.of(1), u64(r.asset));
    if (r.app !== undefined) return cat(Uint8Array.of(2), u64(r.app));
    return cat(Uint8Array.of(3), enc(r.box as string));
  });
  return { appArgs, note: cat(...order.map((a) => algosdk.decodeAddress(a).publicKey)) };
}

const sorted = (xs: Iterable<string>) => [...xs].sort();
const none = (xs: string[]) => (xs.length === 0 ? undefined : xs);

/** A report as sorted texts, absent lists undefined, for comparing with go's expected tracker. */
function reportOf(u: algosdk.modelsv2.SimulateUnnamedResourcesAccessed | undefined) {
  if (u === undefined) return undefined;
  return {
    accounts: none(sorted((u.accounts ?? []).map(String))),
    assets: none(sorted((u.assets ?? []).map(String))),
    apps: none(sorted((u.apps ?? []).map(String))),
    boxes: none(sorted((u.boxes ?? []).map((b) => `${b.app}:${new TextDecoder().decode(b.name)}`))),
    assetHoldings: none(sorted((u.assetHoldings ?? []).map((x) => `${x.asset}+${String(x.account)}`))),
    appLocals: none(sorted((u.appLocals ?? []).map((x) => `${x.app}+${String(x.account)}`))),
    extraBoxRefs: u.extraBoxRefs,
  };
}

describe('simulate: allow-unnamed-resources limits (go TestUnnamedResourcesLimits, CrossProductLimits)', () => {
  let h: SandboxHarness;
  let sender: TestAccount;
  let others: string[];
  let assets: bigint[];
  let otherApps: bigint[];
  const testApps = new Map<number, bigint>();
  const boxes = Array.from({ length: 9 }, (_, i) => `box${i}`);

  /** Sends `txns` as one group from `from`; returns each transaction's pending result. */
  async function send(txns: algosdk.Transaction[], from: TestAccount) {
    const res = await h.post(txns, [from]);
    expect(res.status, res.text).toBe(200);
    return Promise.all(txns.map((t) => h.algod.pendingTransactionInformation(t.txID()).do()));
  }

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 10 });
    sender = h.rich[0] as TestAccount;
    others = h.rich.slice(1).map((a) => a.addr);
    const sp = h.params();
    // 15 assets (the cross-product case transfers each in the group) and 9 other apps
    const created = await send(
      Array.from({ length: 15 }, (_, i) =>
        algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
          sender: sender.addr,
          total: 100,
          decimals: 0,
          defaultFrozen: false,
          note: Uint8Array.of(i),
          suggestedParams: sp,
        }),
      ),
      sender,
    );
    assets = created.map((r) => r.assetIndex as bigint);
    // the program's version does not matter (go's "#pragma version 8"); each is its own app
    const appTxns = await Promise.all(
      Array.from({ length: 9 }, (_, i) => createAppTxn(h, sender, `#pragma version 8\nint ${i + 1}`, {}, sp)),
    );
    const testTxns = await Promise.all([8, 13].map((v) => createAppTxn(h, sender, PROGRAM(v), {}, sp)));
    const apps = await send([...appTxns, ...testTxns], sender);
    const ids = apps.map((r) => r.applicationIndex as bigint);
    otherApps = ids.slice(0, 9);
    testApps.set(8, ids[9] as bigint);
    testApps.set(13, ids[10] as bigint);
  });
  afterAll(() => h.stop());

  /**
   * go's testUnnamedResourceLimits: the app call first, `fill` after it, payments to 16; checks the
   * failure (go's text, at the call) and what is reported, group-wide from v9, on the call before.
   */
  async function check(
    v: number,
    args: readonly Arg[],
    expectedError?: string,
    fill: algosdk.Transaction[] = [],
    extraOpcodeBudget = 0,
  ) {
    const app = testApps.get(v) as bigint;
    const sp = h.params();
    const { appArgs, note } = encodeArgs(args);
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: sender.addr,
      appIndex: app,
      appArgs,
      note,
      suggestedParams: sp,
    });
    const pays = Array.from({ length: 15 - fill.length }, (_, i) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: sender.addr,
        receiver: sender.addr,
        amount: 0,
        note: Uint8Array.of(1 + fill.length + i),
        suggestedParams: sp,
      }),
    );
    const txns = algosdk.assignGroupID([call, ...fill, ...pays]);
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
          ...(extraOpcodeBudget > 0 && { extraOpcodeBudget }),
        }),
      )
      .do();
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    if (expectedError === undefined) expect(g.failureMessage).toBeUndefined();
    else {
      expect(g.failureMessage).toContain(expectedError);
      expect(g.failedAt).toEqual([0]);
    }
    const named = new Set(fill.map((t) => t.assetTransfer?.assetIndex));
    const ok = within(args);
    const accounts = none(sorted(ok.flatMap((a) => (a.account !== undefined ? [a.account] : []))));
    const assetIds = none(
      sorted(ok.flatMap((a) => (a.asset !== undefined && !named.has(a.asset) ? [String(a.asset)] : []))),
    );
    const appIds = none(
      sorted(ok.flatMap((a) => (a.app !== undefined && a.app !== app ? [String(a.app)] : []))),
    );
    const boxRefs = none(sorted(ok.flatMap((a) => (a.box !== undefined ? [`${app}:${a.box}`] : []))));
    const holdings = none(sorted(ok.flatMap((a) => (a.holdings ?? []).map((x) => `${a.asset}+${x}`))));
    const locals = none(sorted(ok.flatMap((a) => (a.locals ?? []).map((x) => `${a.app}+${x}`))));
    const empty = { accounts: undefined, assets: undefined, apps: undefined, boxes: undefined };
    const cross = { assetHoldings: undefined, appLocals: undefined, extraBoxRefs: undefined };
    if (v < 9) {
      // no sharing: the call's own report, the group's only its boxes
      const own = accounts ?? assetIds ?? appIds;
      expect(reportOf(g.txnResults[0]?.unnamedResourcesAccessed)).toEqual(
        own === undefined ? undefined : { ...empty, ...cross, accounts, assets: assetIds, apps: appIds },
      );
      expect(reportOf(g.unnamedResourcesAccessed)).toEqual(
        boxRefs === undefined ? undefined : { ...empty, ...cross, boxes: boxRefs },
      );
      return;
    }
    expect(g.txnResults[0]?.unnamedResourcesAccessed).toBeUndefined();
    const all = {
      accounts,
      assets: assetIds,
      apps: appIds,
      boxes: boxRefs,
      assetHoldings: holdings,
      appLocals: locals,
    };
    expect(reportOf(g.unnamedResourcesAccessed)).toEqual(
      Object.values(all).every((x) => x === undefined) ? undefined : { ...all, extraBoxRefs: undefined },
    );
  }

  for (const v of [8, 13]) {
    it(`v${v}: at each cap passes, one past it fails with go's text`, async () => {
      // consensus v42: MaxAppTotalTxnReferences 8, MaxAppTxnForeignAssets 8, MaxAppTxnForeignApps 8, MaxAppBoxReferences 8
      await check(v, accountsArg(others.slice(0, 8)));
      await check(
        v,
        exceeded(accountsArg(others.slice(0, 9))),
        `logic eval error: unavailable Account ${others[8]}`,
      );
      await check(v, assetsArg(assets.slice(0, 8)));
      await check(
        v,
        exceeded(assetsArg(assets.slice(0, 9))),
        `logic eval error: unavailable Asset ${assets[8]}`,
      );
      await check(v, appsArg(otherApps.slice(0, 8)));
      await check(
        v,
        exceeded(appsArg(otherApps.slice(0, 9))),
        `logic eval error: unavailable App ${otherApps[8]}`,
      );
      await check(v, boxesArg(boxes.slice(0, 8)));
      await check(
        v,
        exceeded(boxesArg(boxes.slice(0, 9))),
        `logic eval error: invalid Box reference 0x${Buffer.from(boxes[8] as string).toString('hex')}`,
      );
      // 8 references of the four kinds, round robin, then one more of any kind
      const atLimit: Arg[] = [];
      for (let i = 0; i < 8; i++) {
        const k = Math.floor(i / 4);
        atLimit.push(
          [
            { account: others[k] as string },
            { asset: assets[k] as bigint },
            { app: otherApps[k] as bigint },
            { box: boxes[k] as string },
          ][i % 4] as Arg,
        );
      }
      await check(v, atLimit);
      const lastAccount = others[8] as string;
      await check(v, exceeded([...atLimit, { account: lastAccount }]), `unavailable Account ${lastAccount}`);
      await check(
        v,
        exceeded([...atLimit, { asset: assets[8] as bigint }]),
        `unavailable Asset ${assets[8]}`,
      );
      await check(
        v,
        exceeded([...atLimit, { app: otherApps[8] as bigint }]),
        `unavailable App ${otherApps[8]}`,
      );
      await check(
        v,
        exceeded([...atLimit, { box: boxes[8] as string }]),
        `invalid Box reference 0x${Buffer.from(boxes[8] as string).toString('hex')}`,
      );
    });
  }

  it('v13: holdings and locals together stop at MaxAppTxnForeignApps × (MaxAppTxnForeignApps + 2) per app call', async () => {
    const v = 13;
    const app = testApps.get(v) as bigint;
    const appAddr = algosdk.getApplicationAddress(app).toString();
    // 15 made-up accounts, the last the app's own, each receiving one asset in the group
    const accts = Array.from({ length: 16 }, (_, i) => {
      const pk = new Uint8Array(32);
      pk[0] = i + 1;
      return algosdk.encodeAddress(pk);
    });
    accts[15] = appAddr;
    const sp = h.params();
    // fresh transactions for each group (assignGroupID writes into them)
    const fill = () =>
      assets.map((asset, i) =>
        algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: sender.addr,
          receiver: accts[i] as string,
          amount: 0,
          assetIndex: asset,
          suggestedParams: sp,
        }),
      );
    const otherAppAccounts = otherApps.slice(0, 8).map((id) => algosdk.getApplicationAddress(id).toString());
    const maxCross = 8 * (8 + 2);
    const excluding = <T>(xs: readonly T[], i: number) => xs.filter((_, j) => j !== i);

    const atHoldingLimit: Arg[] = [];
    let holdingLimitIndex = 0;
    for (let i = 0; i < assets.length; i++) {
      let holders = excluding(accts, i);
      const end = (i + 1) * 15 >= maxCross;
      if (end) {
        holders = holders.slice(0, maxCross - i * 15);
        holdingLimitIndex = i + 1;
      }
      atHoldingLimit.push({ asset: assets[i] as bigint, holdings: holders });
      if (end) break;
    }
    const atLocalLimit: Arg[] = otherApps.slice(0, 8).map((id, i) => ({
      app: id,
      locals: [sender.addr, appAddr, ...excluding(otherAppAccounts, i)],
    }));
    atLocalLimit.push({ app, locals: otherAppAccounts });
    const atCombinedLimit: Arg[] = [
      ...atLocalLimit.slice(0, -1),
      { asset: assets[0] as bigint, holdings: accts.slice(1, 9) },
    ];
    const first = accts[0] as string;
    const run = (args: Arg[], error?: string) => check(v, args, error, fill(), 2000);

    await run(atHoldingLimit);
    await run(atLocalLimit);
    await run(atCombinedLimit);
    await run(
      exceeded([...atHoldingLimit, { asset: assets[holdingLimitIndex] as bigint, holdings: [first] }]),
      `logic eval error: unavailable Holding ${assets[holdingLimitIndex]}+${first}`,
    );
    await run(
      exceeded([...atLocalLimit, { app, locals: [first] }]),
      `logic eval error: unavailable Local State ${app}+${first}`,
    );
    await run(
      exceeded([...atCombinedLimit, { asset: assets[1] as bigint, holdings: [first] }]),
      `logic eval error: unavailable Holding ${assets[1]}+${first}`,
    );
    await run(
      exceeded([...atCombinedLimit, { app, locals: [first] }]),
      `logic eval error: unavailable Local State ${app}+${first}`,
    );
  });
});
