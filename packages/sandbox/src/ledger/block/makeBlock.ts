import algosdk from 'algosdk';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import { BONUS_BASE, BONUS_DECAY_INTERVAL, type BlockParams, REWARDS_RECALC_INTERVAL } from './BlockParams';
import { toBlockTxn } from './toBlockTxn';
import { txnCommitments } from './txnCommitments';
import { encodeBlockTxn } from './encodeBlockTxn';
import { headerHash } from './blockHash';
import {
  encodeArray,
  encodeBin,
  encodeMap,
  type MapEntry,
  mapEntries,
  mapEntry,
} from '../../util/msgpackMap';

export interface BlockInput {
  round: bigint;
  prevHash: Uint8Array;
  /** SHA-512("BH" ‖ the previous header): `prev512` (v41 EnableSha512BlockHash); zeros leave it out. */
  prevHash512: Uint8Array;
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
    branch512: input.prevHash512,
    seed: input.prevHash,
    timestamp: input.timestamp,
    txnCounter: input.txnCounter,
    commitments: txnCommitments(stibs, input.group),
    feesCollected: fees,
    bonus: input.round % BONUS_DECAY_INTERVAL === 0n ? (input.prevBonus * 99n) / 100n : input.prevBonus,
  });
  const headerBytes = encodeHeader(params, header);
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
    branch512: new Uint8Array(64),
    seed: params.genesisHash,
    timestamp,
    txnCounter,
    // go: data/bookkeeping/genesis.go MakeGenesisBlock sets zero SHA-256 and SHA-512 commitments.
    commitments: new algosdk.TxnCommitments({
      nativeSha512_256Commitment: txnCommitments([], []).nativeSha512_256Commitment,
      sha256Commitment: new Uint8Array(32),
      sha512Commitment: new Uint8Array(64),
    }),
    feesCollected: 0n,
    bonus: BONUS_BASE,
  });
  return new algosdk.Block({ header, payset: [] });
}

interface HeaderFields {
  round: bigint;
  branch: Uint8Array;
  branch512: Uint8Array;
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
    branch512: f.branch512,
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

/** The header fields that change from block to block (every other one is the network's). */
const PER_BLOCK = new Set([
  'bi',
  'fc',
  'prev',
  'prev512',
  'rnd',
  'seed',
  'tc',
  'ts',
  'txn',
  'txn256',
  'txn512',
]);
const fixedEntries = new WeakMap<BlockParams, MapEntry[] | null>();

/**
 * `algosdk.encodeMsgpack(header)` for a header `makeHeader` made, without algosdk's encoder (a
 * large part of a small block's cost): the network's fields are encoded once per `params`, from a
 * header whose per-block fields are all empty (so omitted), and the per-block ones are written here,
 * canonically (empty ones omitted, shortest integers). `makeBlock.test.ts` checks the bytes are
 * algosdk's.
 */
function encodeHeader(params: BlockParams, h: algosdk.BlockHeader): Uint8Array {
  let fixed = fixedEntries.get(params);
  if (fixed === undefined) {
    const zero = new Uint8Array(32);
    const empty = makeHeader(params, {
      round: 0n,
      branch: zero,
      branch512: new Uint8Array(64),
      seed: new Uint8Array(0),
      timestamp: 0n,
      txnCounter: 0n,
      commitments: new algosdk.TxnCommitments({
        nativeSha512_256Commitment: zero,
        sha256Commitment: zero,
        sha512Commitment: new Uint8Array(64),
      }),
      feesCollected: 0n,
      bonus: 0n,
    });
    const entries = mapEntries(algosdk.encodeMsgpack(empty));
    fixed = entries === undefined || entries.some((e) => PER_BLOCK.has(e.key)) ? null : entries;
    fixedEntries.set(params, fixed);
  }
  const entries = fixed === null ? undefined : perBlockEntries(h);
  if (fixed === null || entries === undefined) return algosdk.encodeMsgpack(h);
  return encodeMap([...fixed, ...entries]);
}

/** The per-block fields' entries; undefined when one is out of what is written here (a negative). */
function perBlockEntries(h: algosdk.BlockHeader): MapEntry[] | undefined {
  const entries: MapEntry[] = [];
  const uints: [string, bigint][] = [
    ['bi', h.bonus],
    ['fc', h.feesCollected],
    ['rnd', h.round],
    ['tc', h.txnCounter],
    ['ts', h.timestamp],
  ];
  for (const [key, v] of uints) {
    if (v < 0n || v >= 1n << 64n) return undefined;
    if (v > 0n) entries.push(mapEntry(key, encodeUint(v)));
  }
  // The seed is bytes of any length (omitted only when empty); the others digests of 32 or 64
  // bytes, omitted when zero.
  if (h.seed.length > 0) entries.push(mapEntry('seed', encodeBin(h.seed)));
  const bins: [string, Uint8Array, number][] = [
    ['prev', h.branch, 32],
    ['prev512', h.branch512, 64],
    ['txn', h.txnCommitments.nativeSha512_256Commitment, 32],
    ['txn256', h.txnCommitments.sha256Commitment, 32],
    ['txn512', h.txnCommitments.sha512Commitment, 64],
  ];
  for (const [key, v, size] of bins) {
    if (v.length !== size) return undefined;
    if (v.some((b) => b !== 0)) entries.push(mapEntry(key, encodeBin(v)));
  }
  return entries;
}

/** A positive integer in its shortest msgpack form. */
function encodeUint(v: bigint): Uint8Array {
  if (v < 0x80n) return new Uint8Array([Number(v)]);
  const [head, width] =
    v < 0x100n ? [0xcc, 1] : v < 0x10000n ? [0xcd, 2] : v < 0x100000000n ? [0xce, 4] : [0xcf, 8];
  const out = new Uint8Array(1 + width);
  out[0] = head;
  for (let i = width, x = v; i >= 1; i--, x >>= 8n) out[i] = Number(x & 0xffn);
  return out;
}
