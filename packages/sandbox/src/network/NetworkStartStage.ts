/**
 * What `openNetwork` is doing, told as it goes (`NetworkOptions.onStage`) so a start can show its
 * progress: making a fresh genesis (first use), replaying the stored blocks (`replayed` of
 * `rounds`, after each block), starting kmd over its stored wallets, then the indexer, which
 * indexes every block as it starts.
 */
export type NetworkStartStage =
  | { stage: 'genesis' }
  | { stage: 'replaying'; replayed: number; rounds: number }
  | { stage: 'kmd' }
  | { stage: 'indexer' };
