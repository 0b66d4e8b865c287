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
  /** Told how the first catch-up goes: before it (0 of `rounds`), then after each block. */
  onIndexed?: (done: number, rounds: number) => void,
): { stop: () => void; lastError: () => string | undefined } {
  let lastError: string | undefined;
  // The snapshots' rounds: the index keeps a checkpoint of each, so a revert is a cut, not a rebuild.
  const numbers = (rounds: ReadonlySet<bigint> | undefined) => new Set([...(rounds ?? [])].map(Number));
  let kept = numbers(ledger.snapshotRounds?.());
  const catchUp = (upTo: number, progress?: typeof onIndexed): void => {
    // A fork's chain starts at its fork round (the remote's earlier rounds are not indexed).
    const from = Math.max(store.round + 1, Number(ledger.firstRound ?? 0n));
    const rounds = Math.max(upTo - from + 1, 0);
    progress?.(0, rounds);
    for (let r = from; r <= upTo; r++) {
      const block = ledger.block(BigInt(r)) ?? (r === 0 ? genesisBlock(ledger) : undefined);
      if (block === undefined) return;
      store.addBlock(block, ledger.blockTxids?.(BigInt(r)), ledger.encodedBlock?.(BigInt(r)));
      if (kept.has(r)) store.checkpoint();
      progress?.(r - from + 1, rounds);
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
  guarded(() => catchUp(Number(ledger.latestRound()), onIndexed));
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
  const stopRewinds = ledger.onRewind?.((round) =>
    guarded(() => {
      if (store.rewind(Number(round))) return;
      store.clear();
      catchUp(Number(round));
    }),
  );
  const stopSnapshots = ledger.onSnapshotRounds?.((rounds) =>
    guarded(() => {
      kept = numbers(rounds);
      catchUp(Number(ledger.latestRound()));
      if (kept.has(store.round)) store.checkpoint();
      store.keepCheckpoints(kept);
    }),
  );
  return {
    stop: () => {
      stop();
      stopRewinds?.();
      stopSnapshots?.();
    },
    lastError: () => lastError,
  };
}
