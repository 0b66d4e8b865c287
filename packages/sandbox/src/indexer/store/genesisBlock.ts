import algosdk from 'algosdk';
import type { LedgerView } from '../../ledger/LedgerView';

/**
 * The round-0 block algod makes from the genesis file (no transactions, seed = genesis hash), for
 * when the ledger does not hand one over: the indexer serves round 0 like any other block.
 */
export function genesisBlock(ledger: LedgerView): algosdk.Block {
  const g = ledger.genesis;
  const zero = new Uint8Array(32);
  return new algosdk.Block({
    header: new algosdk.BlockHeader({
      round: 0n,
      branch: zero,
      seed: ledger.genesisHash,
      txnCommitments: new algosdk.TxnCommitments({
        nativeSha512_256Commitment: zero,
        sha256Commitment: zero,
      }),
      timestamp: BigInt(g.timestamp),
      genesisID: ledger.genesisId,
      genesisHash: ledger.genesisHash,
      proposer: algosdk.Address.zeroAddress(),
      feesCollected: 0n,
      bonus: 0n,
      proposerPayout: 0n,
      rewardState: new algosdk.RewardState({
        feeSink: algosdk.Address.fromString(g.fees),
        rewardsPool: algosdk.Address.fromString(g.rwd),
        rewardsLevel: 0n,
        rewardsRate: 0n,
        rewardsResidue: 0n,
        rewardsRecalculationRound: 500_000n,
      }),
      upgradeState: new algosdk.UpgradeState({
        currentProtocol: g.proto,
        nextProtocol: '',
        nextProtocolApprovals: 0n,
        nextProtocolVoteBefore: 0n,
        nextProtocolSwitchOn: 0n,
      }),
      upgradeVote: new algosdk.UpgradeVote({ upgradePropose: '', upgradeDelay: 0n, upgradeApprove: false }),
      txnCounter: 0n,
      stateproofTracking: new Map(),
      participationUpdates: new algosdk.ParticipationUpdates({
        expiredParticipationAccounts: [],
        absentParticipationAccounts: [],
      }),
    }),
    payset: [],
  });
}
