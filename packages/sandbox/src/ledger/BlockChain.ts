import algosdk from 'algosdk';
import type { BlockRecord } from '../store/BlockRecord';
import { base32 } from '../util/base32';

const CACHE_SIZE = 64;

/**
 * The committed blocks, kept encoded (a decoded algosdk Block costs ~10x its msgpack in memory)
 * with their hashes and txids; blocks recently read are kept decoded too. A block pushed is not
 * kept decoded: under load most are never read, and holding each one's objects for the next 64
 * blocks had them all promoted out of V8's young generation, so every committed transaction cost
 * an old-generation collection's work.
 */
export class BlockChain {
  /** The first block's round: 0, or a fork's round (the rounds before it are the remote's). */
  constructor(readonly base = 0n) {}

  private readonly encoded: Uint8Array[] = [];
  private readonly hashes: Uint8Array[] = [];
  private readonly txids: Array<readonly Uint8Array[]> = [];
  private readonly cache = new Map<number, algosdk.Block>();
  private latestHeader: algosdk.BlockHeader | undefined;
  /**
   * The latest block's txids as text, when the caller had them (a committed block's): the indexer
   * asks for them as the block commits, and gets the strings the ledger already made.
   */
  private latestTxidStrings: readonly string[] | undefined;

  push(
    block: algosdk.Block,
    encoded: Uint8Array,
    hash: Uint8Array,
    txids: readonly Uint8Array[],
    txidStrings?: readonly string[],
  ): void {
    if (this.base + BigInt(this.encoded.length) !== block.header.round) {
      throw new Error(
        `block ${block.header.round} out of order: expected ${this.base + BigInt(this.encoded.length)}`,
      );
    }
    this.encoded.push(encoded);
    this.hashes.push(hash);
    this.txids.push(txids);
    this.latestHeader = block.header;
    this.latestTxidStrings = txidStrings;
  }

  /** Forgets the blocks after `round` (a revert); the block at `round` becomes the latest. */
  truncate(round: bigint): void {
    const keep = Number(round - this.base) + 1;
    if (keep < 1 || keep >= this.encoded.length) return;
    this.encoded.length = keep;
    this.hashes.length = keep;
    this.txids.length = keep;
    for (const i of [...this.cache.keys()]) if (i >= keep) this.cache.delete(i);
    this.latestHeader = (this.block(round) as algosdk.Block).header;
    this.latestTxidStrings = undefined;
  }

  get latestRound(): bigint {
    return this.base + BigInt(this.encoded.length - 1);
  }

  get latest(): algosdk.BlockHeader {
    if (this.latestHeader === undefined) throw new Error('no genesis block');
    return this.latestHeader;
  }

  block(round: bigint): algosdk.Block | undefined {
    const i = this.index(round);
    if (i === undefined) return undefined;
    const hit = this.cache.get(i);
    if (hit !== undefined) return hit;
    const block = algosdk.decodeMsgpack(this.encoded[i] as Uint8Array, algosdk.Block);
    this.remember(i, block);
    return block;
  }

  encodedBlock(round: bigint): Uint8Array | undefined {
    const i = this.index(round);
    return i === undefined ? undefined : this.encoded[i];
  }

  hash(round: bigint): Uint8Array | undefined {
    const i = this.index(round);
    return i === undefined ? undefined : this.hashes[i];
  }

  /** A block as the log keeps it (replayed to rebuild the state after a revert). */
  record(round: bigint): BlockRecord | undefined {
    const i = this.index(round);
    if (i === undefined) return undefined;
    return {
      hash: this.hashes[i] as Uint8Array,
      txids: this.txids[i] ?? [],
      block: this.encoded[i] as Uint8Array,
    };
  }

  txidStrings(round: bigint): string[] | undefined {
    const i = this.index(round);
    if (i === undefined) return undefined;
    if (i === this.encoded.length - 1 && this.latestTxidStrings !== undefined)
      return [...this.latestTxidStrings];
    return (this.txids[i] ?? []).map(base32);
  }

  private index(round: bigint): number | undefined {
    const i = round - this.base;
    return i >= 0n && i < BigInt(this.encoded.length) ? Number(i) : undefined;
  }

  private remember(i: number, block: algosdk.Block): void {
    this.cache.set(i, block);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}
