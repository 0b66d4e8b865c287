import type algosdk from 'algosdk';

/**
 * A block as indexed: its rows are `rows[firstPos .. endPos)`, its top-level transactions `roots`.
 * The transactions are kept as the block's msgpack (the ledger's own bytes, shared), read back
 * through `IndexStore.stxn`, so the index stays small however long the chain grows.
 */
export interface BlockRecord {
  round: number;
  timestamp: number;
  header: algosdk.BlockHeader;
  encoded: Uint8Array;
  firstPos: number;
  endPos: number;
  roots: number[];
}
