import algosdk from 'algosdk';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import { BONUS_BASE, BONUS_DECAY_INTERVAL, type BlockParams, REWARDS_RECALC_INTERVAL } from './BlockParams';
import { toBlockTxn } from './toBlockTxn';
import { txnCommitments } from './txnCommitments';
import { encodeBlockTxn } from './encodeBlockTxn';
import { headerHash } from './blockHash';
import { encodeArray, encodeMap, mapEntries, mapEntry } from '../../util/msgpackMap';

export interface BlockInput {
  round: bigint;
  prevHash: Uint8Array;
  prevBonus: bigint;
  timestamp: bigint;
  txnCounter: bigint;
  group: readonly PreparedTxn[];
  applyData: readonly ApplyDataDraft[];
}

/** A block with its msgpack and its hash, each computed once. */
export interface MadeBlock {
  readonly block: algosdk.Block;
  readonly encoded: Uint8Array;
  readonly hash: Uint8Array;
}

/**
 * One DevMode block around one group, as algod's `writeDevmodeBlock` makes it: seed = hash of the
 * previous block, no proposer (so no payout), fees collected counted. APPROXIMATE: rewards are off
 * (rate 0, level 0): the sandbox pays no participation rewards. Each transaction is encoded once
 * (`encodeBlockTxn`): the commitments hash those bytes and the block's msgpack is the header's with
 * them spliced in as `txns`; the header's bytes also give the hash.
 */
export function makeBlock(params: BlockParams, input: BlockInput): MadeBlock {
  const payset = input.group.map((p, i) => toBlockTxn(p, input.applyData[i] ?? {}));
  const stibs = input.group.map((p, i) => encodeBlockTxn(p, input.applyData[i] ?? {}));
  let fees = 0n;
  for (const p of input.group) fees += p.txn.fee;
  const header = makeHeader(params, {
    round: input.round,
    branch: input.prevHash,
    seed: input.prevHash,
    timestamp: input.timestamp,
    txnCounter: input.txnCounter,
    commitments: txnCommitments(stibs, input.group),
    feesCollected: fees,
    bonus: input.round % BONUS_DECAY_INTERVAL === 0n ? (input.prevBonus * 99n) / 100n : input.prevBonus,
  });
  const headerBytes = algosdk.encodeMsgpack(header);
  const headerEntries = mapEntries(headerBytes);
  const block = new algosdk.Block({ header, payset });
  const encoded =
    headerEntries === undefined
      ? algosdk.encodeMsgpack(block)
      : encodeMap(
          stibs.length === 0 ? headerEntries : [...headerEntries, mapEntry('txns', encodeArray(stibs))],
        );
  return { block, encoded, hash: headerHash(headerBytes) };
}

/** Round 0: the genesis block (no payset, zero previous hash, seed from the genesis hash). */
export function makeGenesisBlock(params: BlockParams, timestamp: bigint, txnCounter: bigint): algosdk.Block {
  const header = makeHeader(params, {
    round: 0n,
    branch: new Uint8Array(32),
    seed: params.genesisHash,
    timestamp,
    txnCounter,
    commitments: txnCommitments([], []),
    feesCollected: 0n,
    bonus: BONUS_BASE,
  });
  return new algosdk.Block({ header, payset: [] });
}

interface HeaderFields {
  round: bigint;
  branch: Uint8Array;
  seed: Uint8Array;
  timestamp: bigint;
  txnCounter: bigint;
  commitments: algosdk.TxnCommitments;
  feesCollected: bigint;
  bonus: bigint;
}

const parsed = new Map<string, algosdk.Address>();
/** Parsing an address hashes its checksum with js-sha512; the two special ones are parsed once. */
function address(s: string): algosdk.Address {
  let a = parsed.get(s);
  if (a === undefined) {
    a = algosdk.Address.fromString(s);
    parsed.set(s, a);
  }
  return a;
}

function makeHeader(params: BlockParams, f: HeaderFields): algosdk.BlockHeader {
  return new algosdk.BlockHeader({
    round: f.round,
    branch: f.branch,
    seed: f.seed,
    txnCommitments: f.commitments,
    timestamp: f.timestamp,
    genesisID: params.genesisId,
    genesisHash: params.genesisHash,
    proposer: algosdk.Address.zeroAddress(),
    feesCollected: f.feesCollected,
    bonus: f.bonus,
    proposerPayout: 0n,
    rewardState: new algosdk.RewardState({
      feeSink: address(params.feeSink),
      rewardsPool: address(params.rewardsPool),
      rewardsLevel: 0n,
      rewardsRate: 0n,
      rewardsResidue: 0n,
      rewardsRecalculationRound: REWARDS_RECALC_INTERVAL,
    }),
    upgradeState: new algosdk.UpgradeState({
      currentProtocol: params.protocol,
      nextProtocol: '',
      nextProtocolApprovals: 0n,
      nextProtocolVoteBefore: 0n,
      nextProtocolSwitchOn: 0n,
    }),
    upgradeVote: new algosdk.UpgradeVote({ upgradePropose: '', upgradeDelay: 0n, upgradeApprove: false }),
    txnCounter: f.txnCounter,
    stateproofTracking: new Map(),
    participationUpdates: new algosdk.ParticipationUpdates({
      expiredParticipationAccounts: [],
      absentParticipationAccounts: [],
    }),
  });
}
