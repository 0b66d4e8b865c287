/** Fixed per network: what every header repeats. */
export interface BlockParams {
  readonly genesisId: string;
  readonly genesisHash: Uint8Array;
  readonly protocol: string;
  readonly feeSink: string;
  readonly rewardsPool: string;
}

/** Genesis txn counter: protocols with AppForbidLowResources start at 1000, so ids are > 1000. */
export const GENESIS_TXN_COUNTER = 1000n;
/** Consensus Bonus.BaseAmount, decayed by 1% every BonusDecayInterval rounds. */
export const BONUS_BASE = 10_000_000n;
export const BONUS_DECAY_INTERVAL = 1_000_000n;
/** RewardsRateRefreshInterval: the rewards recalculation round the header names. */
export const REWARDS_RECALC_INTERVAL = 500_000n;
