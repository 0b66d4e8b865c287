import type algosdk from 'algosdk';
import type { AccountData } from './AccountData';
import type { StateUndo } from './PastStates';
import type { StateReader } from './StateReader';

/** What one committed block changed, as `/v2/deltas/{round}` reports it (go: ledgercore.StateDelta). */
export interface RoundChanges {
  readonly block: algosdk.Block;
  /** The previous block's timestamp (go: StateDelta.PrevTimestamp). */
  readonly prevTimestamp: bigint;
  /** The raw txids of the block's top-level transactions, in payset order. */
  readonly txids: readonly Uint8Array[];
  /** The values the block replaced (undefined: there was none). */
  readonly before: StateUndo;
  /** The state right after the block. */
  readonly after: StateReader;
  /** Every account that held anything after the block (for the account totals). */
  readonly accounts: ReadonlyArray<readonly [string, AccountData]>;
}

/** Why a round's changes cannot be read, in go's words (ledger/acctupdates.go roundOffset). */
export interface RoundChangesMissing {
  readonly error: string;
}
