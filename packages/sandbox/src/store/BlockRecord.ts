/** One committed block as the log keeps it: its hash and txids (so replay need not recompute them) and its msgpack. */
export interface BlockRecord {
  readonly hash: Uint8Array;
  readonly txids: readonly Uint8Array[];
  readonly block: Uint8Array;
}
