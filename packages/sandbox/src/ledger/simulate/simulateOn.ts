import algosdk from 'algosdk';
import type { Slices } from '../../avm/eval/Slices';
import type { AvmHooks } from '../AvmHooks';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { prepareTxn } from '../decode/prepareTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import { EvalError } from '../eval/EvalError';
import { evalGroupSteps } from '../eval/evalGroup';
import { failurePath } from '../eval/failurePath';
import type { GroupEnv } from '../eval/GroupEnv';
import { LedgerError } from '../LedgerError';
import { StateDelta } from '../state/StateDelta';
import type { StateReader } from '../state/StateReader';
import { verifyGroupSteps } from '../verifyGroup';
import { pqEnvelopeError } from '../verify/checkPQSig';
import { isPlaceholderDelegatedPQSig, isPlaceholderPQSig } from '../verify/pqPlaceholders';

/** A group evaluated for simulate: per-transaction apply data, or where and why it failed. */
export interface SimulatedGroup {
  /** The round simulated on (algod's `last-round`). */
  round: bigint;
  txns: PreparedTxn[];
  /** Apply data of the transactions evaluated; a failing one's holds what it recorded before failing. */
  applyData: ApplyDataDraft[];
  /** The failing transaction's path: top-level index, then inner indexes down to the one that failed. */
  failedAt?: number[];
  failureMessage?: string;
  /** With `fixSigners`: the signer each unsigned transaction needed, where it differs from the one named. */
  fixedSigners: Map<number, string>;
}

export interface SimulateOptions {
  readonly allowEmptySignatures: boolean;
  /** simulate's `fix-signers` (requires `allowEmptySignatures`). */
  readonly fixSigners?: boolean;
  /** Simulate on the state after this round (default: the latest); see `simulate`. */
  readonly round?: bigint;
  /** An AVM for this simulation only (tracing, extra budget, more logging); default: the ledger's. */
  readonly avm?: AvmHooks;
  /** Called once the group passed verification, before evaluation (request checks algod makes there). */
  readonly afterVerify?: () => void;
}

/** What a simulation reads from the ledger: its rounds, the state kept behind the latest, dedup. */
export interface SimulationSource {
  latestRound(): bigint;
  readonly avm: AvmHooks | undefined;
  /** The oldest round whose state is still kept (`PastStates.oldestRound`). */
  oldestRound(latest: bigint): bigint;
  /** The state after `round` (`PastStates.at`). */
  stateAt(round: bigint, txnCounter: bigint): StateReader;
  header(round: bigint): algosdk.BlockHeader | undefined;
  /** The environment a group committed in `round` would see. */
  env(round: bigint): GroupEnv;
  /** The round a recent txid was confirmed in. */
  confirmedRound(txid: string): bigint | undefined;
}

/**
 * Simulate one group as go-algorand's simulator does (ledger/simulation/simulator.go Simulate):
 * verified (signatures optional with `allowEmptySignatures`), then evaluated on a throwaway delta
 * over the state after `round` (default: the latest). A round ahead of the latest has no header
 * (500, blockqueue.go ErrNoEntry); one older than the state kept is refused as algod's accounts
 * tracker does (500, acctupdates.go RoundOffsetError), after verification, where algod's
 * StartEvaluator meets it. Verification failures blamed on one transaction (no signature,
 * malformed, logic sig rejected) and evaluation failures are reported in the result; the rest (a
 * bad ed25519 signature, an incomplete group) throw (HTTP 400). Never changes state. Work that
 * pauses between slices of its program runs (Slices.ts): blocks committed meanwhile do not change
 * the state it reads (`stateAt` is a fixed round's).
 */
export function* simulateOn(
  ledger: SimulationSource,
  stxns: readonly algosdk.SignedTransaction[],
  options: SimulateOptions,
): Slices<SimulatedGroup> {
  const latest = ledger.latestRound();
  const round = options.round ?? latest;
  if (round > latest) {
    throw new LedgerError(
      'transaction',
      `ledger does not have entry ${round} (latest ${latest}, committed ${latest})`,
      {
        status: 500,
      },
    );
  }
  const avm = options.avm ?? ledger.avm;
  const txns = stxns.map(prepareTxn);
  const fixedSigners = new Map<number, string>();
  try {
    yield* verifyGroupSteps(txns, {
      avm,
      allowEmptySignatures: options.allowEmptySignatures,
      fixSigners: options.fixSigners === true,
    });
  } catch (err) {
    // go-algorand ledger/simulation/simulator.go Simulate: a verify.TxGroupError that blames a
    // transaction is reported in the 200 body; one that blames none stays a 400.
    if (!(err instanceof LedgerError) || err.groupIndex === undefined || err.groupIndex < 0) throw err;
    return {
      round,
      txns,
      applyData: [],
      failedAt: [err.groupIndex],
      failureMessage: err.message,
      fixedSigners,
    };
  }
  options.afterVerify?.();
  const oldest = ledger.oldestRound(latest);
  if (round < oldest)
    throw new LedgerError('transaction', `round ${round} before dbRound ${oldest}`, { status: 500 });
  const header = ledger.header(round) as algosdk.BlockHeader;
  const delta = new StateDelta(ledger.stateAt(round, header.txnCounter));
  const env: GroupEnv = {
    ...ledger.env(round + 1n),
    latestTimestamp: header.timestamp,
    avm,
    isConfirmed: (txid) => (ledger.confirmedRound(txid) ?? round + 1n) <= round,
    ...(options.fixSigners === true && {
      fixSigner: (i: number, signer: string) => fixedSigners.set(i, signer),
    }),
  };
  try {
    const applyData = yield* evalGroupSteps(txns, delta, env);
    const pq = options.fixSigners === true ? fixedPlaceholderFailure(txns, fixedSigners) : undefined;
    if (pq !== undefined) return { round, txns, applyData, fixedSigners, ...pq };
    return { round, txns, applyData, fixedSigners };
  } catch (err) {
    if (!(err instanceof EvalError)) throw err;
    return {
      round,
      txns,
      applyData: [...err.applied],
      failedAt: failurePath(err),
      failureMessage: err.message,
      fixedSigners,
    };
  }
}

/**
 * go: ledger/simulation/simulator.go validateFixedPlaceholderPQEnvelopes: with fix-signers, a full
 * post-quantum placeholder (public key given) must name the authorizer evaluation settled on.
 */
function fixedPlaceholderFailure(
  txns: readonly PreparedTxn[],
  fixed: ReadonlyMap<number, string>,
): { failedAt: number[]; failureMessage: string } | undefined {
  for (let i = 0; i < txns.length; i++) {
    const p = txns[i] as PreparedTxn;
    const authorizer = algosdk.decodeAddress(fixed.get(i) ?? p.authorizer).publicKey;
    const direct = isPlaceholderPQSig(p.stxn) ? p.stxn.pqsig : undefined;
    const delegated = isPlaceholderDelegatedPQSig(p.stxn) ? p.stxn.lsig?.pqsig : undefined;
    const pq = direct ?? delegated;
    if (pq === undefined || pq.pk.length === 0) continue;
    const err = pqEnvelopeError(pq, authorizer);
    if (err === undefined) continue;
    const what = direct !== undefined ? 'pq signature' : 'pq delegated logic signature';
    return { failedAt: [i], failureMessage: `${what} validation failed: ${err}` };
  }
  return undefined;
}
