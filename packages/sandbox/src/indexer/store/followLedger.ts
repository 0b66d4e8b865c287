import type { LedgerView } from '../../ledger/LedgerView';
import { genesisBlock } from './genesisBlock';
import type { IndexStore } from './IndexStore';

/**
 * Keeps the index level with the ledger: first every block it already has (round 0 from the ledger
 * or made from the genesis), then each block as it commits. A block that arrives ahead of a gap
 * pulls the missing rounds from the ledger first; one already indexed is ignored. Returns the
 * unsubscribe function and a getter for the last ingest failure (surfaced by /health).
 */
export function followLedger(
  ledger: LedgerView,
  store: IndexStore,
): { stop: () => void; lastError: () => string | undefined } {
  let lastError: string | undefined;
  const catchUp = (upTo: number): void => {
    for (let r = store.round + 1; r <= upTo; r++) {
      const block = ledger.block(BigInt(r)) ?? (r === 0 ? genesisBlock(ledger) : undefined);
      if (block === undefined) return;
      store.addBlock(block, ledger.blockTxids?.(BigInt(r)), ledger.encodedBlock?.(BigInt(r)));
    }
  };
  const guarded = (fn: () => void): void => {
    try {
      fn();
    } catch (err) {
      // A bug in indexing must not break the ledger's commit path; /health reports it.
      lastError = err instanceof Error ? err.message : String(err);
    }
  };
  guarded(() => catchUp(Number(ledger.latestRound())));
  const stop = ledger.onBlock((block) => {
    guarded(() => {
      const round = Number(block.header.round);
      if (round <= store.round) return;
      catchUp(round - 1);
      store.addBlock(
        block,
        ledger.blockTxids?.(block.header.round),
        ledger.encodedBlock?.(block.header.round),
      );
    });
  });
  return { stop, lastError: () => lastError };
}
