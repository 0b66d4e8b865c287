import type algosdk from 'algosdk';
import { bytesToBase64 } from '../txn/decodeBytesText';

/** Resources a program touched without the transaction naming them (allow-unnamed-resources). */
export interface UnnamedResources {
  accounts: string[];
  apps: bigint[];
  assets: bigint[];
  boxes: { app: bigint; name: string }[];
  appLocals: { account: string; app: bigint }[];
  assetHoldings: { account: string; asset: bigint }[];
  extraBoxRefs: number;
}

export interface InnerTxnView {
  /** simulate's path, 0-based: [top, inner, inner…]. */
  path: number[];
  type: string;
  sender: string;
  appId?: bigint;
  /** Logged values, base64. */
  logs: string[];
  /** Whether simulate's failed-at path names this inner transaction. */
  failed: boolean;
  inner: InnerTxnView[];
}

export interface TxnResultView {
  /** 1-based. */
  position: number;
  txid: string;
  type: string;
  sender: string;
  appId?: bigint;
  appBudgetConsumed?: number;
  logicSigBudgetConsumed?: number;
  /** Logged values, base64. */
  logs: string[];
  inner: InnerTxnView[];
  unnamed?: UnnamedResources;
  /** The signer fix-signers found for a rekeyed sender. */
  fixedSigner?: string;
  /** Whether this is the transaction that failed (or holds the inner one that did). */
  failed: boolean;
}

export interface GroupResultView {
  ok: boolean;
  /** The round simulate evaluated against. */
  lastRound?: bigint;
  /** What simulate relaxed or raised for this run, as it reports (eval-overrides). */
  overrides?: SimulationOverrides;
  failureMessage?: string;
  /** 0-based path of the failing transaction, as simulate gives it. */
  failedAt?: number[];
  appBudgetAdded?: number;
  appBudgetConsumed?: number;
  unnamed?: UnnamedResources;
  txns: TxnResultView[];
}

export interface SimulationOverrides {
  allowEmptySignatures?: boolean;
  allowUnnamedResources?: boolean;
  fixSigners?: boolean;
  extraOpcodeBudget?: number;
  maxLogCalls?: number;
  maxLogSize?: number;
}

/** simulate's eval-overrides, as plain data; undefined when it overrode nothing. */
export function readOverrides(
  o: algosdk.modelsv2.SimulationEvalOverrides | undefined,
): SimulationOverrides | undefined {
  if (o === undefined) return undefined;
  const out: SimulationOverrides = {};
  if (o.allowEmptySignatures) out.allowEmptySignatures = true;
  if (o.allowUnnamedResources) out.allowUnnamedResources = true;
  if (o.fixSigners) out.fixSigners = true;
  if (o.extraOpcodeBudget !== undefined) out.extraOpcodeBudget = Number(o.extraOpcodeBudget);
  if (o.maxLogCalls !== undefined) out.maxLogCalls = Number(o.maxLogCalls);
  if (o.maxLogSize !== undefined) out.maxLogSize = Number(o.maxLogSize);
  return Object.keys(out).length > 0 ? out : undefined;
}

/** One simulated group as the debugger lists it: per transaction budgets, logs, inners, resources. */
export function readGroupResult(group: algosdk.modelsv2.SimulateTransactionGroupResult): GroupResultView {
  const failedAt = group.failedAt?.map(Number);
  const view: GroupResultView = {
    ok: !group.failureMessage,
    txns: group.txnResults.map((r, i) => {
      const txn = r.txnResult.txn.txn;
      const t: TxnResultView = {
        position: i + 1,
        txid: txn.txID(),
        type: txn.type,
        sender: txn.sender.toString(),
        logs: (r.txnResult.logs ?? []).map(bytesToBase64),
        inner: (r.txnResult.innerTxns ?? []).map((p, j) => innerView(p, [i, j], failedAt)),
        failed: failedAt?.[0] === i,
      };
      const appId = appIdOf(r.txnResult);
      if (appId !== undefined) t.appId = appId;
      if (r.appBudgetConsumed !== undefined) t.appBudgetConsumed = Number(r.appBudgetConsumed);
      if (r.logicSigBudgetConsumed !== undefined) t.logicSigBudgetConsumed = Number(r.logicSigBudgetConsumed);
      if (r.unnamedResourcesAccessed) t.unnamed = unnamed(r.unnamedResourcesAccessed);
      if (r.fixedSigner) t.fixedSigner = r.fixedSigner.toString();
      return t;
    }),
  };
  if (group.failureMessage) view.failureMessage = group.failureMessage;
  if (failedAt !== undefined && failedAt.length > 0) view.failedAt = failedAt;
  if (group.appBudgetAdded !== undefined) view.appBudgetAdded = Number(group.appBudgetAdded);
  if (group.appBudgetConsumed !== undefined) view.appBudgetConsumed = Number(group.appBudgetConsumed);
  if (group.unnamedResourcesAccessed) view.unnamed = unnamed(group.unnamedResourcesAccessed);
  return view;
}

function innerView(
  p: algosdk.modelsv2.PendingTransactionResponse,
  path: number[],
  failedAt: readonly number[] | undefined,
): InnerTxnView {
  const v: InnerTxnView = {
    path,
    type: p.txn.txn.type,
    sender: p.txn.txn.sender.toString(),
    logs: (p.logs ?? []).map(bytesToBase64),
    failed:
      failedAt !== undefined && failedAt.length === path.length && path.every((x, i) => failedAt[i] === x),
    inner: (p.innerTxns ?? []).map((q, j) => innerView(q, [...path, j], failedAt)),
  };
  const appId = appIdOf(p);
  if (appId !== undefined) v.appId = appId;
  return v;
}

function appIdOf(p: algosdk.modelsv2.PendingTransactionResponse): bigint | undefined {
  const call = p.txn.txn.applicationCall;
  if (call === undefined) return undefined;
  return call.appIndex !== 0n ? call.appIndex : p.applicationIndex;
}

function unnamed(u: algosdk.modelsv2.SimulateUnnamedResourcesAccessed): UnnamedResources {
  return {
    accounts: (u.accounts ?? []).map((a) => a.toString()),
    apps: (u.apps ?? []).map(BigInt),
    assets: (u.assets ?? []).map(BigInt),
    boxes: (u.boxes ?? []).map((b) => ({ app: BigInt(b.app), name: bytesToBase64(b.name) })),
    appLocals: (u.appLocals ?? []).map((l) => ({ account: l.account.toString(), app: BigInt(l.app) })),
    assetHoldings: (u.assetHoldings ?? []).map((h) => ({
      account: h.account.toString(),
      asset: BigInt(h.asset),
    })),
    extraBoxRefs: Number(u.extraBoxRefs ?? 0),
  };
}
