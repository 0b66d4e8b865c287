/**
 * algorand/indexer's default and maximum page sizes (its daemon defaults): a larger `limit` is
 * clamped to the maximum, not refused.
 */
export const LIMITS = {
  transactions: { default: 1000, max: 10000 },
  accounts: { default: 100, max: 1000 },
  assets: { default: 100, max: 1000 },
  balances: { default: 1000, max: 10000 },
  applications: { default: 100, max: 1000 },
  boxes: { default: 1000, max: 10000 },
  blocks: { default: 100, max: 1000 },
} as const;

/** Accounts with more assets/apps than this (not excluded) are refused, as the indexer does. */
export const MAX_API_RESOURCES_PER_ACCOUNT = 1000;

/** A block with more transactions than this needs header-only. */
export const MAX_BLOCK_TRANSACTIONS = 10000;

export const MAX_INT64 = 9223372036854775807n;
