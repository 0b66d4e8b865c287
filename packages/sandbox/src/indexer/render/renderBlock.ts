import type algosdk from 'algosdk';
import type { JsonObject } from './Json';
import { addrOmitZero, b64, b64OmitZero, strOmitEmpty } from './encode';
import { addressText } from './addressText';

function omitZero(v: bigint): bigint | undefined {
  return v === 0n ? undefined : v;
}

/**
 * A block header as the indexer prints it (its /v2/blocks and /v2/block-headers shape); the caller
 * adds `transactions` unless only headers are wanted.
 */
export function renderBlockHeader(h: algosdk.BlockHeader): JsonObject {
  const absent = h.participationUpdates.absentParticipationAccounts.map((a) => addressText(a));
  const expired = h.participationUpdates.expiredParticipationAccounts.map((a) => addressText(a));
  const tracking = [...h.stateproofTracking.entries()]
    .sort(([a], [b]) => a - b)
    .map(([type, t]) => ({
      'next-round': t.stateProofNextRound,
      'online-total-weight': t.stateProofOnlineTotalWeight,
      type,
      'voters-commitment': b64OmitZero(t.stateProofVotersCommitment),
    }));
  return {
    bonus: omitZero(h.bonus),
    'fees-collected': omitZero(h.feesCollected),
    'genesis-hash': b64(h.genesisHash),
    'genesis-id': h.genesisID,
    'participation-updates':
      absent.length === 0 && expired.length === 0
        ? undefined
        : {
            'absent-participation-accounts': absent.length === 0 ? undefined : absent,
            'expired-participation-accounts': expired.length === 0 ? undefined : expired,
          },
    'previous-block-hash': b64(h.branch),
    'previous-block-hash-512': b64OmitZero(h.branch512),
    proposer: addrOmitZero(h.proposer),
    'proposer-payout': omitZero(h.proposerPayout),
    rewards: {
      'fee-sink': addressText(h.rewardState.feeSink),
      'rewards-calculation-round': h.rewardState.rewardsRecalculationRound,
      'rewards-level': h.rewardState.rewardsLevel,
      'rewards-pool': addressText(h.rewardState.rewardsPool),
      'rewards-rate': h.rewardState.rewardsRate,
      'rewards-residue': h.rewardState.rewardsResidue,
    },
    round: h.round,
    seed: b64(h.seed),
    'state-proof-tracking': tracking.length === 0 ? undefined : tracking,
    timestamp: h.timestamp,
    'transactions-root': b64(h.txnCommitments.nativeSha512_256Commitment),
    'transactions-root-sha256': b64(h.txnCommitments.sha256Commitment),
    'transactions-root-sha512': b64OmitZero(h.txnCommitments.sha512Commitment),
    'txn-counter': h.txnCounter,
    'upgrade-state': {
      'current-protocol': h.upgradeState.currentProtocol,
      'next-protocol': strOmitEmpty(h.upgradeState.nextProtocol),
      'next-protocol-approvals': h.upgradeState.nextProtocolApprovals,
      'next-protocol-switch-on': h.upgradeState.nextProtocolSwitchOn,
      'next-protocol-vote-before': h.upgradeState.nextProtocolVoteBefore,
    },
    'upgrade-vote': {
      'upgrade-approve': h.upgradeVote.upgradeApprove,
      'upgrade-delay': h.upgradeVote.upgradeDelay,
      'upgrade-propose': strOmitEmpty(h.upgradeVote.upgradePropose),
    },
  };
}
