import algosdk from 'algosdk';
import { editorAddress, readSandboxEdit } from '../../ledger/edit/SandboxEdit';
import type { Genesis } from '../../genesis/Genesis';
import type { BlockRecord } from './BlockRecord';
import { rootIdentity } from './rootIdentity';
import { StateTracker } from './StateTracker';
import { makeRow, type TxnRow } from './TxnRow';

function append<K>(map: Map<K, number[]>, key: K, pos: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [pos]);
  else if (list[list.length - 1] !== pos) list.push(pos);
}

/** Decoded blocks kept for reading rows back: a page of results mostly comes from a few blocks. */
const DECODED_BLOCKS = 64;

/**
 * The in-memory index, fed block by block: every transaction row in (round, intra) order, posting
 * lists per address, creatable id, group, type and txid, block records per round, and the derived
 * lifecycle state. Everything is appended incrementally; nothing is ever re-scanned on ingest.
 */
export class IndexStore {
  readonly rows: TxnRow[] = [];
  readonly blocks: BlockRecord[] = [];
  readonly state = new StateTracker();
  readonly byAddress = new Map<string, number[]>();
  readonly byCreatable = new Map<bigint, number[]>();
  readonly byGroup = new Map<string, number[]>();
  readonly byType = new Map<string, number[]>();
  readonly byTxid = new Map<string, number>();
  /** Blocks decoded again to read rows' transactions (most recent use last); bounded. */
  private readonly decoded = new Map<number, algosdk.Block>();
  private lastRound = -1;
  /** Copies of `state` at the rounds a revert may go back to (the ledger's snapshots). */
  private readonly checkpoints = new Map<number, StateTracker>();
  /** How many rewinds happened: caches keyed by row position start again when it changes. */
  rewinds = 0;

  /** The network's editor: its edit payments (`SandboxEdit`) change the index's state too. */
  private readonly editor: string | undefined;

  constructor(private readonly genesis: Genesis) {
    this.editor = editorAddress(genesis);
    for (const a of genesis.alloc) this.state.touch(a.addr, 0);
  }

  /** Keeps a copy of the derived state at the last indexed round, for a rewind to it. */
  checkpoint(): void {
    if (!this.checkpoints.has(this.lastRound)) this.checkpoints.set(this.lastRound, this.state.clone());
  }

  /** Keeps only the checkpoints of these rounds. */
  keepCheckpoints(rounds: ReadonlySet<number>): void {
    for (const r of [...this.checkpoints.keys()]) if (!rounds.has(r)) this.checkpoints.delete(r);
  }

  /**
   * Back to `round` (the ledger reverted): rows, blocks and posting lists after it are cut off (work
   * in proportion to what is cut) and the derived state is a copy of `round`'s checkpoint. Without
   * one it returns false and the caller rebuilds (`clear`, then ingest again).
   */
  rewind(round: number): boolean {
    const tracker = this.checkpoints.get(round);
    if (tracker === undefined) return false;
    const i = this.blockIndexAtOrAfter(round + 1);
    const cut = this.blocks[i]?.firstPos ?? this.rows.length;
    for (let pos = this.rows.length - 1; pos >= cut; pos--) this.unpost(this.rows[pos] as TxnRow, cut);
    this.rows.length = cut;
    this.blocks.length = i;
    this.lastRound = round;
    for (const r of [...this.decoded.keys()]) if (r > round) this.decoded.delete(r);
    for (const r of [...this.checkpoints.keys()]) if (r > round) this.checkpoints.delete(r);
    this.state.restore(tracker);
    this.rewinds++;
    return true;
  }

  /** Empties the index (to ingest again from round 0); checkpoints go too. */
  clear(): void {
    this.rows.length = 0;
    this.blocks.length = 0;
    for (const m of [this.byAddress, this.byCreatable, this.byGroup, this.byType, this.byTxid, this.decoded])
      (m as Map<unknown, unknown>).clear();
    this.checkpoints.clear();
    this.state.restore(new StateTracker());
    for (const a of this.genesis.alloc) this.state.touch(a.addr, 0);
    this.lastRound = -1;
    this.rewinds++;
  }

  /** The last round indexed (-1 before any block, 0 once the genesis block is in). */
  get round(): number {
    return this.lastRound;
  }

  /**
   * Ingests the next block; a block at or below the last indexed round is ignored (replays, races).
   * `txids`, when the ledger already knows them, saves re-hashing every transaction at start-up;
   * `encoded`, the block's msgpack as the ledger stores it, saves encoding it again.
   */
  addBlock(block: algosdk.Block, txids?: readonly string[], encoded?: Uint8Array): boolean {
    const header = block.header;
    const round = Number(header.round);
    if (round <= this.lastRound) return false;
    const firstPos = this.rows.length;
    const rec: BlockRecord = {
      round,
      timestamp: Number(header.timestamp),
      header,
      encoded: encoded ?? algosdk.encodeMsgpack(block),
      firstPos,
      endPos: firstPos,
      roots: [],
    };
    // Rows are built aside and only appended once the whole block decoded: a bad block leaves no trace.
    const fresh: TxnRow[] = [];
    let intra = 0;
    const stxns = new Map<TxnRow, algosdk.SignedTxnWithAD>();
    const flatten = (
      stxn: algosdk.SignedTxnWithAD,
      rootPos: number,
      paysetIndex: number,
      innerPath: readonly number[] | undefined,
    ): TxnRow => {
      const pos = firstPos + fresh.length;
      const row = makeRow(stxn, {
        pos,
        rootPos: rootPos < 0 ? pos : rootPos,
        round,
        intra: intra++,
        paysetIndex,
        innerPath,
      });
      fresh.push(row);
      if (rootPos < 0) stxns.set(row, stxn);
      (stxn.applyData.evalDelta?.innerTxns ?? []).forEach((inner, k) =>
        flatten(inner, row.rootPos, paysetIndex, [...(innerPath ?? []), k]),
      );
      row.endPos = firstPos + fresh.length - 1;
      return row;
    };
    const roots: TxnRow[] = [];
    for (const [i, stib] of block.payset.entries()) {
      const id = rootIdentity(stib, header, txids?.[i]);
      const root = flatten(stib.signedTxn, -1, i, undefined);
      root.txid = id.txid;
      root.genesisId = id.genesisId;
      root.genesisHash = id.genesisHash;
      roots.push(root);
      rec.roots.push(root.pos);
    }
    rec.endPos = firstPos + fresh.length;
    // Blocks from before apply data carried created ids: the counter tells them.
    for (const root of roots) {
      if (root.creatable === 0n && (root.type === 'acfg' || root.type === 'appl')) {
        const txn = (stxns.get(root) as algosdk.SignedTxnWithAD).signedTxn.txn;
        const creating = txn.assetConfig?.assetIndex === 0n || txn.applicationCall?.appIndex === 0n;
        if (creating && header.txnCounter > 0n) {
          root.createdIndex = header.txnCounter - BigInt(fresh.length) + BigInt(root.pos - firstPos) + 1n;
          root.creatable = root.createdIndex;
        }
      }
    }
    // The indexer's txn_participation: a root row lists every address of its whole tree, an inner
    // row only its own.
    for (const root of roots) {
      for (let pos = root.pos + 1; pos <= root.endPos; pos++) {
        for (const a of (fresh[pos - firstPos] as TxnRow).participants)
          if (!root.participants.includes(a)) root.participants.push(a);
      }
    }
    for (const row of fresh) {
      this.rows.push(row);
      this.post(row);
    }
    for (const root of roots) {
      const stxn = stxns.get(root) as algosdk.SignedTxnWithAD;
      this.state.apply(stxn, round, root.createdIndex);
      this.state.setSigType(root.sender, root.sigType);
      const edit = readSandboxEdit(stxn.signedTxn.txn, this.editor);
      if (edit !== undefined) this.state.applyEdit(edit, round);
    }
    this.blocks.push(rec);
    this.lastRound = round;
    this.remember(round, block);
    return true;
  }

  /** A row's transaction with its apply data, read back from its block. */
  stxn(row: TxnRow): algosdk.SignedTxnWithAD {
    const block = this.decodedBlock(row.round);
    let stxn = (block.payset[row.paysetIndex] as algosdk.SignedTxnInBlock).signedTxn;
    for (const k of row.innerPath ?? [])
      stxn = stxn.applyData.evalDelta?.innerTxns[k] as algosdk.SignedTxnWithAD;
    return stxn;
  }

  private decodedBlock(round: number): algosdk.Block {
    const hit = this.decoded.get(round);
    if (hit !== undefined) {
      this.decoded.delete(round);
      this.decoded.set(round, hit);
      return hit;
    }
    const rec = this.blockAt(round);
    if (rec === undefined) throw new Error(`round ${round} is not indexed`);
    const block = algosdk.decodeMsgpack(rec.encoded, algosdk.Block);
    this.remember(round, block);
    return block;
  }

  private remember(round: number, block: algosdk.Block): void {
    this.decoded.set(round, block);
    if (this.decoded.size > DECODED_BLOCKS) this.decoded.delete(this.decoded.keys().next().value as number);
  }

  private post(row: TxnRow): void {
    for (const a of row.participants) append(this.byAddress, a, row.pos);
    if (row.creatable !== 0n) append(this.byCreatable, row.creatable, row.pos);
    if (row.group !== undefined) append(this.byGroup, row.group, row.pos);
    append(this.byType, row.type, row.pos);
    if (row.txid !== undefined) this.byTxid.set(row.txid, row.pos);
  }

  /** Takes a row being cut off out of the posting lists (their entries at or after `cut` are its). */
  private unpost(row: TxnRow, cut: number): void {
    const drop = <K>(map: Map<K, number[]>, key: K) => {
      const list = map.get(key);
      if (list === undefined) return;
      while (list.length > 0 && (list[list.length - 1] as number) >= cut) list.pop();
      if (list.length === 0) map.delete(key);
    };
    for (const a of row.participants) drop(this.byAddress, a);
    if (row.creatable !== 0n) drop(this.byCreatable, row.creatable);
    if (row.group !== undefined) drop(this.byGroup, row.group);
    drop(this.byType, row.type);
    if (row.txid !== undefined && this.byTxid.get(row.txid) === row.pos) this.byTxid.delete(row.txid);
  }

  /** The block record of a round, by binary search (rounds are increasing, usually dense). */
  blockAt(round: number): BlockRecord | undefined {
    const i = this.blockIndexAtOrAfter(round);
    const rec = this.blocks[i];
    return rec !== undefined && rec.round === round ? rec : undefined;
  }

  /** Index in `blocks` of the first block with round >= `round`. */
  blockIndexAtOrAfter(round: number): number {
    const blocks = this.blocks;
    let lo = 0;
    let hi = blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((blocks[mid] as BlockRecord).round < round) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  timestampOf(round: number): number {
    return this.blockAt(round)?.timestamp ?? 0;
  }
}
