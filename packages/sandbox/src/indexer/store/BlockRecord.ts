import type algosdk from 'algosdk';

/** A block as indexed: its rows are `rows[firstPos .. endPos)`, its top-level transactions `roots`. */
export interface BlockRecord {
  round: number;
  timestamp: number;
  block: algosdk.Block;
  firstPos: number;
  endPos: number;
  roots: number[];
}
