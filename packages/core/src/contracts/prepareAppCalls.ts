import algosdk from 'algosdk';
import { formatAlgos } from '../format/formatAlgos';
import { simulateGroup } from '../pipeline/simulateGroup';
import { innerFeeDeficit, type InnerFeeNode } from './innerFeeDeficit';
import { NOTHING_ADDED, placeResources, type RefsAdded, type UnnamedSeen } from './placeResources';
import { PopulateError } from './PopulateError';
import { callRefsOf, withCallChanges } from './withCallChanges';

export interface PrepareOptions {
  /** Name the accounts, apps, assets, boxes, local states and holdings the programs reach. */
  populateResources: boolean;
  /** Raise app calls' fees to pay for their inner transactions, each to at most this many µALGO. */
  coverInnerFees?: { maxFee: bigint };
}

export interface FeeRaise {
  from: bigint;
  to: bigint;
  /** Inner transactions the call makes (at every depth). */
  inners: number;
}

/** What preparing changed in one transaction of the group. */
export interface CallChange {
  added: RefsAdded;
  fee?: FeeRaise;
}

export interface PreparedGroup {
  /** The group with the changes made, grouped again (the input when nothing changed). */
  txns: algosdk.Transaction[];
  /** One per transaction, in group order. */
  changes: CallChange[];
  /** Whether anything was added or raised. */
  changed: boolean;
}

type Inner = algosdk.modelsv2.PendingTransactionResponse;
const nodesOf = (inners: readonly Inner[] | undefined): InnerFeeNode[] =>
  (inners ?? []).map((i) => ({ fee: i.txn.txn.fee, inners: nodesOf(i.innerTxns) }));
const countOf = (inners: readonly InnerFeeNode[]): number =>
  inners.reduce((n, i) => n + 1 + countOf(i.inners), 0);

function seenOf(u: algosdk.modelsv2.SimulateUnnamedResourcesAccessed | undefined): UnnamedSeen | undefined {
  if (u === undefined) return undefined;
  return {
    accounts: (u.accounts ?? []).map(String),
    apps: [...(u.apps ?? [])],
    assets: [...(u.assets ?? [])],
    boxes: (u.boxes ?? []).map((b) => ({ app: b.app, name: b.name })),
    appLocals: (u.appLocals ?? []).map((l) => ({ address: String(l.account), app: l.app })),
    assetHoldings: (u.assetHoldings ?? []).map((h) => ({ address: String(h.account), asset: h.asset })),
    extraBoxRefs: Number(u.extraBoxRefs ?? 0),
  };
}

const isAppCall = (t: algosdk.Transaction) => t.type === algosdk.TransactionType.appl;

function regroup(txns: algosdk.Transaction[]): algosdk.Transaction[] {
  if (txns.length > 1) algosdk.assignGroupID(txns);
  return txns;
}

/**
 * Prepares a group's app calls from one simulate, as algokit-utils' populateAppCallResources and
 * coverAppCallInnerTransactionFees do: simulated unsigned (allow-empty-signatures, fix-signers)
 * with allow-unnamed-resources and each app call's fee at the most allowed (so inner transactions
 * left at fee 0 run on the pooled credit), it reads `unnamed-resources-accessed` (the group's and,
 * for programs before v9, each transaction's) and the inner transactions' fees, then places the
 * resources (placeResources) and raises each app call's fee by what it and its inner transactions
 * lack once any surplus elsewhere in the group is counted (fees pool across the group; go:
 * ledger/apply and data/transactions/logic/eval.go fee credit). No extra opcode budget: a call that
 * would overrun its budget fails here as it would when sent. Throws PopulateError.
 */
export async function prepareAppCalls(
  algod: algosdk.Algodv2,
  txns: readonly algosdk.Transaction[],
  options: PrepareOptions,
): Promise<PreparedGroup> {
  const none = (): PreparedGroup => ({
    txns: [...txns],
    changes: txns.map(() => ({ added: NOTHING_ADDED })),
    changed: false,
  });
  const cover = options.coverInnerFees;
  if (!txns.some(isAppCall) || (!options.populateResources && cover === undefined)) return none();
  const suggested = await algod.getTransactionParams().do();
  const trial = regroup(
    txns.map((t) =>
      withCallChanges(
        t,
        cover !== undefined && isAppCall(t) && t.fee < cover.maxFee ? { fee: cover.maxFee } : {},
      ),
    ),
  );
  const { response, report } = await simulateGroup(algod, trial, {
    allowEmptySignatures: true,
    fixSigners: true,
    allowUnnamedResources: true,
    allowMoreLogging: true,
  });
  const group = response.txnGroups[0];
  if (!report.ok || group === undefined) {
    const message = report.error?.message ?? 'Simulate did not return the group.';
    // go's words: "fee too small" (a top-level transaction) or, from an inner group,
    // "group fee 0.0A too small (needs …)" (data/transactions/logic/eval.go opItxnSubmit)
    if (cover !== undefined && /fee (?:\S+ )?too small/i.test(message))
      throw new PopulateError(
        'max-fee',
        `Even at the most allowed (${formatAlgos(cover.maxFee)} a call), the fees are too small for the inner transactions: raise the maximum.`,
        { details: { maxFee: cover.maxFee } },
      );
    throw new PopulateError('simulate-failed', message, { cause: report.error });
  }

  const fees =
    cover === undefined ? txns.map(() => undefined) : coverFees(txns, group, suggested, cover.maxFee);
  const added = options.populateResources
    ? placeResources(
        txns.map((t) => callRefsOf(t)),
        group.txnResults.map((r) => seenOf(r.unnamedResourcesAccessed)),
        seenOf(group.unnamedResourcesAccessed),
      )
    : txns.map(() => NOTHING_ADDED);
  const changes: CallChange[] = txns.map((_, i) => ({
    added: added[i] ?? NOTHING_ADDED,
    ...(fees[i] !== undefined && { fee: fees[i] }),
  }));
  const changed = changes.some(
    (c) => c.fee !== undefined || Object.values(c.added).some((l) => l.length > 0),
  );
  if (!changed) return none();
  const out = regroup(
    txns.map((t, i) => {
      const c = changes[i] as CallChange;
      return withCallChanges(t, { added: c.added, ...(c.fee !== undefined && { fee: c.fee.to }) });
    }),
  );
  return { txns: out, changes, changed };
}

/**
 * Each transaction's fee after covering: what it lacks (its own minimum, max(min fee, fee per byte ×
 * size), and for an app call its inner transactions' deficit) is paid first from the group's
 * surplus; a transaction whose fee cannot change (not an app call) is served first, then app calls
 * by the largest need. go: ledger/eval's group fee check (FeeSink credit pooled over the group).
 */
function coverFees(
  txns: readonly algosdk.Transaction[],
  group: algosdk.modelsv2.SimulateTransactionGroupResult,
  suggested: algosdk.SuggestedParams,
  maxFee: bigint,
): (FeeRaise | undefined)[] {
  const minFee = BigInt(suggested.minFee);
  const perByte = BigInt(suggested.fee);
  const needs = txns.map((t, i) => {
    // a signature's 64 bytes and its field name count toward the signed size
    const size = BigInt(algosdk.encodeUnsignedTransaction(t).length + 75);
    const own = perByte * size > minFee ? perByte * size : minFee;
    const nodes = nodesOf(group.txnResults[i]?.txnResult.innerTxns);
    const inner = isAppCall(t) ? innerFeeDeficit(nodes, minFee) : 0n;
    return { index: i, need: own + inner - t.fee, inners: countOf(nodes), fixed: !isAppCall(t) };
  });
  let surplus = needs.reduce((s, n) => (n.need < 0n ? s - n.need : s), 0n);
  const order = needs
    .filter((n) => n.need > 0n)
    .sort((a, b) =>
      a.fixed !== b.fixed
        ? a.fixed
          ? -1
          : 1
        : a.need > b.need
          ? -1
          : a.need < b.need
            ? 1
            : a.index - b.index,
    );
  const out: (FeeRaise | undefined)[] = txns.map(() => undefined);
  for (const n of order) {
    const fromSurplus = surplus >= n.need ? n.need : surplus;
    surplus -= fromSurplus;
    const extra = n.need - fromSurplus;
    if (extra === 0n) continue;
    const t = txns[n.index] as algosdk.Transaction;
    if (n.fixed)
      throw new PopulateError(
        'not-an-app-call',
        `Transaction ${n.index + 1} needs ${formatAlgos(extra)} more fee, and only an app call's fee is raised here: raise its fee or an app call's.`,
        { details: { index: n.index, extra } },
      );
    const to = t.fee + extra;
    if (to > maxFee)
      throw new PopulateError(
        'max-fee',
        `Transaction ${n.index + 1} needs a fee of ${formatAlgos(to)} to cover its ${n.inners} inner transaction${n.inners === 1 ? '' : 's'}, more than the ${formatAlgos(maxFee)} allowed.`,
        { details: { index: n.index, fee: to, maxFee } },
      );
    out[n.index] = { from: t.fee, to, inners: n.inners };
  }
  return out;
}
