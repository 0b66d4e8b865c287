import type { RawAnswer } from './RawAnswer';
/** What the account screen shows, in bigints, from the indexer or (algod-only) from the node. */
export interface AccountView {
  address: string;
  balance: bigint;
  balanceWithoutPendingRewards: bigint;
  minBalance: bigint;
  pendingRewards: bigint;
  rewards: bigint;
  status: string;
  /** Set when the account is rekeyed: the address that signs for it. */
  authAddress?: string;
  sigType?: string;
  round: bigint;
  createdAtRound?: bigint;
  closedAtRound?: bigint;
  deleted: boolean;
  incentiveEligible: boolean;
  totals: {
    assetsOptedIn: bigint;
    assetsCreated: bigint;
    appsOptedIn: bigint;
    appsCreated: bigint;
    boxes: bigint;
    boxBytes: bigint;
  };
  source: 'indexer' | 'algod';
  /** The service's own answer, on the account screen's read (not on list rows). */
  answer?: RawAnswer;
}

export interface HoldingView {
  assetId: bigint;
  amount: bigint;
  frozen: boolean;
  deleted: boolean;
  optedInAtRound?: bigint;
}
