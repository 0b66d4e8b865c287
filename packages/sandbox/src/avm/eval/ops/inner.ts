/** itxn_begin / itxn_next / itxn_field / itxn_submit: building and executing inner transactions. */
import { formatMicroAlgos } from '../../../util/formatMicroAlgos';
import { evalTxnFee, feeForUsageWithResidue, groupFeeUsage } from '../feeUsage';
import { appAddress } from '../appAddress';
import { AvmError, AvmEvalError } from '../AvmError';
import { emptyApplyData, EvalTxn, type ExecutedTxn } from '../EvalTxn';
import { InnerTxnFailure } from '../EvalLedger';
import type { OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { addrText, allowsHolding, allowsLocals, SHARED_RESOURCES_VERSION } from '../resources/access';
import { type Value } from '../values';
import { bytesEqual } from '../../../util/bytesEqual';
import { setInnerField } from './itxnField';
import { programVersion } from '../programVersion';
import { runInnerApp } from '../runInnerApp';

const MAX_APP_CALL_DEPTH = 8;
const CLEAR_STATE = 3n;
const OPT_IN = 1n;

function remainingInners(cx: Machine): number {
  return cx.group.allowedInners.value;
}

/**
 * go's FeeForUsage(SummarizeFees(subtxns), CostMultiplier, feeResidue): what the inner group (plus
 * `extra` default transactions) must pay, absorbing its fraction of a µAlgo into the residue earlier
 * charges of the same top-level group left (logic/eval.go opItxnSubmit, addInnerTxn).
 */
function innerGroupFee(
  cx: Machine,
  subs: readonly EvalTxn[],
  extra: number,
): { fee: bigint; residue: bigint } {
  const usage = groupFeeUsage(subs.map(evalTxnFee));
  return feeForUsageWithResidue(
    cx.params.minTxnFee,
    usage + 1_000_000n * BigInt(extra),
    cx.group.feeResidue.value,
  );
}

function addInner(cx: Machine): void {
  const n = cx.subtxns.length;
  if (n > remainingInners(cx) || n >= cx.params.maxTxGroupSize)
    throw new AvmError(`too many inner transactions ${n} with ${remainingInners(cx)} left`);
  // A default fee does not consume the residue: itxn_submit does the real charge.
  const groupFee = innerGroupFee(cx, cx.subtxns, 1).fee;
  const paid = cx.subtxns.reduce((sum, t) => sum + t.fee, 0n);
  let fee = 0n;
  if (paid < groupFee) {
    fee = groupFee - paid;
    // Credit shrinks the default fee; it is only spent at itxn_submit.
    fee = fee > cx.group.feeCredit.value ? fee - cx.group.feeCredit.value : 0n;
  }
  const t = new EvalTxn();
  t.sender = appAddress(cx.appId);
  t.fee = fee;
  t.firstValid = cx.txn.firstValid;
  t.lastValid = cx.txn.lastValid;
  cx.subtxns.push(t);
}

const itxnBegin: OpFn = (cx) => {
  if (cx.subtxns.length > 0) throw new AvmError('itxn_begin without itxn_submit');
  if (cx.isClearState) throw new AvmError('clear state programs can not issue inner transactions');
  addInner(cx);
};

const itxnNext: OpFn = (cx) => {
  if (cx.subtxns.length === 0) throw new AvmError('itxn_next without itxn_begin');
  addInner(cx);
};

const itxnField: OpFn = (cx, ins) => {
  const t = cx.subtxns[cx.subtxns.length - 1];
  if (!t) throw new AvmError('itxn_field without itxn_begin');
  const v = cx.stack.pop() as Value;
  setInnerField(cx, t, ins.imm[0] as number, v);
};

function isZero(a: Uint8Array): boolean {
  return a.every((b) => b === 0);
}

function requireHolding(cx: Machine, addr: Uint8Array, asset: bigint, what: string): void {
  if (asset === 0n || isZero(addr)) return;
  if (!allowsHolding(cx, addr, asset))
    throw new AvmError(`${what}: unavailable Holding ${asset}+${addrText(addr)} would be accessible`);
}

/** go's allows: from v9 an inner may not reach holdings/locals its caller cannot. */
function allows(cx: Machine, t: EvalTxn, calleeVersion: number): void {
  if (cx.version < SHARED_RESOURCES_VERSION) return;
  if (t.type === 'axfer') {
    if (isZero(t.assetSender)) requireHolding(cx, t.sender, t.xferAsset, 'axfer Sender');
    requireHolding(cx, t.assetReceiver, t.xferAsset, 'axfer AssetReceiver');
    requireHolding(cx, t.assetSender, t.xferAsset, 'axfer AssetSender');
    requireHolding(cx, t.assetCloseTo, t.xferAsset, 'axfer AssetCloseTo');
  } else if (t.type === 'afrz') {
    requireHolding(cx, t.freezeAccount, t.freezeAsset, 'afrz FreezeAccount');
  } else if (t.type === 'appl' && calleeVersion < SHARED_RESOURCES_VERSION) {
    const accounts = [t.sender, ...t.accounts];
    if (t.applicationId !== 0n) accounts.push(appAddress(t.applicationId));
    for (const id of t.foreignApps) accounts.push(appAddress(id));
    for (const a of accounts) {
      for (const id of t.foreignAssets) requireHolding(cx, a, id, 'appl ForeignAssets');
      const apps = t.applicationId !== 0n ? [t.applicationId, ...t.foreignApps] : t.foreignApps;
      for (const id of apps) {
        if (!allowsLocals(cx, a, id)) {
          const what = id === t.applicationId ? 'appl ApplicationID' : 'appl ForeignApps';
          throw new AvmError(`${what}: unavailable Local State ${id}+${addrText(a)} would be accessible`);
        }
      }
    }
  }
}

function checkAppCall(cx: Machine, t: EvalTxn): number {
  if (cx.appId === t.applicationId) throw new AvmError('attempt to self-call');
  let depth = 0;
  for (let parent = cx.group.caller; parent; parent = parent.group.caller) {
    if (parent.appId === t.applicationId) throw new AvmError(`attempt to re-enter ${parent.appId}`);
    depth++;
  }
  if (depth >= MAX_APP_CALL_DEPTH) throw new AvmError(`appl depth (${depth}) exceeded`);
  let program = t.approvalProgram;
  let clear = t.clearStateProgram;
  if (t.applicationId !== 0n) {
    const app = cx.ledgerOrThrow().appParams(t.applicationId);
    if (!app) throw new AvmError(`app ${t.applicationId} does not exist`);
    program = t.onCompletion === CLEAR_STATE ? app.clearStateProgram : app.approvalProgram;
    clear = app.clearStateProgram;
  }
  const [version] = programVersion(program);
  const min = cx.params.minInnerApplVersion;
  if (version < min) throw new AvmError(`inner app call with version v${version} < v${min}`);
  if (t.onCompletion === OPT_IN) {
    const [csv] = programVersion(clear);
    if (csv < min) throw new AvmError(`inner app call opt-in with CSP v${csv} < v${min}`);
  }
  return version;
}

const itxnSubmit: OpFn = (cx) => {
  const subs = cx.subtxns;
  if (subs.length > remainingInners(cx) || subs.length > cx.params.maxTxGroupSize)
    throw new AvmError(`too many inner transactions ${subs.length} with ${remainingInners(cx)} left`);
  if (subs.length === 0) throw new AvmError('itxn_submit without itxn_begin');
  const { fee: groupFee, residue } = innerGroupFee(cx, subs, 0);
  cx.group.feeResidue.value = residue;
  const paid = subs.reduce((sum, t) => sum + t.fee, 0n);
  const credit = cx.group.feeCredit;
  if (paid < groupFee) {
    const shortfall = groupFee - paid;
    // go: logic/eval.go opItxnSubmit `fmt.Errorf("group fee %s too small (needs %s more) %#v",
    // groupPaid, shortfall-FeeCredit, cx.subtxns)`, amounts as basics.MicroAlgos.String. go ends
    // the text with a Go-syntax dump of the inner group's structs, which is not reproduced.
    if (credit.value < shortfall)
      throw new AvmError(
        `group fee ${formatMicroAlgos(paid)} too small (needs ${formatMicroAlgos(shortfall - credit.value)} more)`,
      );
    credit.value -= shortfall;
  } else credit.value += paid - groupFee;
  const ledger = cx.ledgerOrThrow();
  for (const t of subs) {
    try {
      ledger.checkInnerWellFormed(t);
    } catch (e) {
      throw new AvmError((e as Error).message);
    }
    const version = t.type === 'appl' ? checkAppCall(cx, t) : 0;
    allows(cx, t, version);
  }
  cx.group.allowedInners.value -= subs.length;
  const parentTxid = cx.group.txids[cx.groupIndex] as Uint8Array;
  const offset = cx.ad.innerTxns.length;
  const txids = ledger.prepareInnerGroup(subs, parentTxid, offset);
  const ads = subs.map(() => emptyApplyData());
  const me = appAddress(cx.appId);
  try {
    ledger.performInnerGroup({
      txns: subs,
      txids,
      applyData: ads,
      beforeTxn: (i) => {
        const sender = (subs[i] as EvalTxn).sender;
        const auth = ledger.authorizer(sender);
        if (!bytesEqual(auth, me))
          throw new AvmError(`app ${cx.appId} (addr ${addrText(me)}) unauthorized ${addrText(auth)}`);
      },
      runApp: (i, appId, program) => {
        try {
          return runInnerApp(cx, subs, txids, ads, i, appId, program);
        } catch (e) {
          // go's Perform error for the inner txn: its EvalError text, wrapped below.
          if (e instanceof AvmEvalError) throw new InnerTxnFailure(i, e.describe(), { cause: e });
          throw e;
        }
      },
    });
  } catch (e) {
    if (e instanceof InnerTxnFailure) {
      e.innerOffset = offset;
      throw new AvmError(`inner tx ${e.failedIndex} failed: ${e.message}`, 'eval', { cause: e });
    }
    throw e;
  }
  const executed: ExecutedTxn[] = subs.map((txn, i) => ({
    txn,
    txid: txids[i] as Uint8Array,
    ad: ads[i] as ReturnType<typeof emptyApplyData>,
  }));
  for (const e of executed)
    if (e.ad.configAsset !== 0n) cx.group.available?.createdAsas.add(e.ad.configAsset);
  const first = cx.ad.innerTxns.length;
  cx.ad.innerTxns.push(...executed);
  cx.traceInners?.push(...executed.map((_, i) => first + i));
  cx.subtxns = [];
};

export const INNER_OPS: Readonly<Record<string, OpFn>> = {
  itxn_begin: itxnBegin,
  itxn_next: itxnNext,
  itxn_field: itxnField,
  itxn_submit: itxnSubmit,
};
