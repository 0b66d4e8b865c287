import type { LedgerView } from '../../ledger/LedgerView';
import type { ForkRecords } from '../fork/ForkRecords';
import type { TxnJsonCache } from '../render/TxnJsonCache';
import type { IndexStore } from '../store/IndexStore';

/** What every route reads: the block-derived index and the ledger's current state. */
export interface IndexerDeps {
  store: IndexStore;
  ledger: LedgerView;
  txnJson: TxnJsonCache;
  /** A fork's: entities are read from the ledger's read-through state, not from the blocks. */
  fork?: ForkRecords;
}
