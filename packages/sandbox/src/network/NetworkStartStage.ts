/**
 * What `openNetwork` is doing, told as it goes (`NetworkOptions.onStage`) so a start can show its
 * progress: making a fresh genesis (first use), replaying the stored blocks (`done` of `rounds`,
 * after each block), starting kmd over its stored wallets, then the indexer indexing every block
 * there is (`done` of `rounds` again).
 */
export type NetworkStartStage =
  | { stage: 'genesis' }
  | { stage: 'replaying'; done: number; rounds: number }
  | { stage: 'kmd' }
  | { stage: 'indexing'; done: number; rounds: number };
