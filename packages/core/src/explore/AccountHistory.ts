/**
 * What the indexer knows of an account's life that algod does not: whether it ever appeared on the
 * ledger, the round it was created in, and the round it was last closed in (`closed`: it is closed
 * now, holding nothing, its history kept).
 */
export type AccountHistory =
  { seen: false } | { seen: true; createdAtRound?: bigint; closedAtRound?: bigint; closed: boolean };
