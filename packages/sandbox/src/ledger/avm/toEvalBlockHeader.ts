import type algosdk from 'algosdk';
import type { EvalBlockHeader } from '../../avm/eval/EvalLedger';

const utf8 = new TextEncoder();

/** A committed header as the `block` op and `txn FirstValidTime` read it. */
export function toEvalBlockHeader(h: algosdk.BlockHeader | undefined): EvalBlockHeader | undefined {
  if (h === undefined) return undefined;
  return {
    seed: h.seed,
    timestamp: h.timestamp,
    proposer: h.proposer.publicKey,
    feesCollected: h.feesCollected,
    bonus: h.bonus,
    branch: h.branch,
    feeSink: h.rewardState.feeSink.publicKey,
    protocol: utf8.encode(h.upgradeState.currentProtocol),
    txnCounter: h.txnCounter,
    proposerPayout: h.proposerPayout,
  };
}
