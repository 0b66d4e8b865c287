import type algosdk from 'algosdk';
import type { Genesis } from '../genesis/Genesis';

/**
 * What the ledger offers to its readers (algod's read endpoints, the indexer, the AVM's resource reads).
 * Shapes are algosdk's own: blocks are `algosdk.Block` (header + payset of SignedTxnInBlock with apply
 * data, genesis id/hash stripped as in algod's block encoding), account/asset/app state is the algod
 * model (`algosdk.modelsv2.*`) at the latest round. Readers never mutate what they get.
 */
export interface LedgerView {
  readonly genesis: Genesis;
  readonly genesisId: string;
  readonly genesisHash: Uint8Array;
  /** The consensus protocol string reported as last-version (a setting; `future` by default). */
  readonly protocol: string;

  latestRound(): bigint;
  /** Unix seconds of the latest block. */
  latestTimestamp(): number;
  /** Wall-clock ms when the latest block was made (for time-since-last-round). */
  latestBlockMadeAt(): number;
  block(round: bigint): algosdk.Block | undefined;
  /** Block hash (sha512_256 of "BH" ‖ header msgpack) of a committed round. */
  blockHash(round: bigint): Uint8Array | undefined;
  /**
   * The txids of a block's transactions, in payset order (base32), kept from when the block was
   * made: cheaper than recomputing them (algosdk's `txID()` re-encodes and hashes in JS).
   * Optional so test doubles need not provide it.
   */
  blockTxids?(round: bigint): string[] | undefined;
  /** A committed block's msgpack, as stored (the indexer keeps it instead of the decoded block). */
  encodedBlock?(round: bigint): Uint8Array | undefined;

  /** Account state as algod's `/v2/accounts/{address}` model (an empty account when unknown). */
  account(address: string): algosdk.modelsv2.Account;
  asset(id: bigint): algosdk.modelsv2.Asset | undefined;
  application(id: bigint): algosdk.modelsv2.Application | undefined;
  box(appId: bigint, name: Uint8Array): Uint8Array | undefined;
  boxNames(appId: bigint): Uint8Array[];
  /** Every address that has ever appeared in the ledger state, for account listings. */
  addresses(): Iterable<string>;

  /**
   * Called after each block is committed from now on, in round order. Blocks that exist when you
   * subscribe (including those replayed from the data dir at start) are read with `block(round)`.
   * `replay` is false for every block delivered here. Returns an unsubscribe function.
   */
  onBlock(listener: (block: algosdk.Block, replay: boolean) => void): () => void;

  /** Reverts (the admin API): the listener gets the round the chain went back to. Optional for test doubles. */
  onRewind?(listener: (round: bigint) => void): () => void;
  /** The first block's round when it is not 0 (a fork's: the rounds before it are the remote's). */
  readonly firstRound?: bigint;
  /** The rounds a revert may go back to (the admin API's snapshots). */
  snapshotRounds?(): ReadonlySet<bigint>;
  /** Called with the new set whenever the snapshots' rounds change. */
  onSnapshotRounds?(listener: (rounds: ReadonlySet<bigint>) => void): () => void;
}
