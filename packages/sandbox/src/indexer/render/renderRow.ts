import type { IndexStore } from '../store/IndexStore';
import type { TxnRow } from '../store/TxnRow';
import type { JsonObject } from './Json';
import { renderTransaction } from './renderTransaction';

/** A top-level transaction row as the API returns it, placed in its block. */
export function renderRootRow(store: IndexStore, row: TxnRow): JsonObject {
  return renderTransaction(
    store.stxn(row),
    { round: BigInt(row.round), roundTime: BigInt(store.timestampOf(row.round)), intra: row.intra },
    {
      txid: row.txid ?? '',
      createdIndex: row.createdIndex,
      genesisId: row.genesisId,
      genesisHash: row.genesisHash,
    },
  );
}
