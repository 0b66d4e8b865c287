import type { NetworkClients } from '@sextant/core/pipeline/networkClients';
import type { CreatedIds, FollowProgress, FollowResult } from '@sextant/core/pipeline/followGroup';
import { followGroup } from '@sextant/core/pipeline/followGroup';
import { sendAndFollow } from '@sextant/core/pipeline/sendAndFollow';
import type { SentGroup } from '@sextant/core/pipeline/sendGroup';
import { useQueryClient } from '@tanstack/react-query';
import algosdk from 'algosdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateCommitted } from '../../app/queries/invalidateCommitted';
import { touchedBy } from '../../app/queries/touchedBy';

/** How many rounds a send waits before offering "keep waiting" (product default). */
export const FOLLOW_ROUNDS = 10n;

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending'; progress?: FollowProgress }
  | { kind: 'confirmed'; round: bigint; txids: string[]; created: CreatedIds[] }
  | { kind: 'notConfirmed'; sent: SentGroup; result: Extract<FollowResult, { kind: 'notConfirmed' }> }
  | { kind: 'failed'; error: unknown };

/**
 * Sending signed transactions from a screen through core's pipeline (sendAndFollow): one send at a
 * time, progress by round, "keep waiting" after the first rounds, and every view of what the commit
 * touched refreshed.
 */
export function useSendAndFollow(clients: NetworkClients) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(
    async (
      signed: readonly Uint8Array[],
      follow: (o: Parameters<typeof followGroup>[2]) => Promise<{ sent: SentGroup; result: FollowResult }>,
    ) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const live = () => !controller.signal.aborted;
      setState({ kind: 'sending' });
      try {
        const { sent, result } = await follow({
          maxRounds: FOLLOW_ROUNDS,
          signal: controller.signal,
          onProgress: (progress) => live() && setState({ kind: 'sending', progress }),
        });
        if (!live()) return;
        if (result.kind === 'committed') {
          setState({ kind: 'confirmed', round: result.round, txids: sent.txids, created: result.created });
          const txns = signed.map((b) => algosdk.decodeSignedTransaction(b).txn);
          void invalidateCommitted(queryClient, clients.profile.id, touchedBy(txns, result.created));
        } else if (result.kind === 'rejected') setState({ kind: 'failed', error: result.error });
        else setState({ kind: 'notConfirmed', sent, result });
      } catch (error) {
        if (live()) setState({ kind: 'failed', error });
      }
    },
    [clients, queryClient],
  );

  const send = useCallback(
    (signed: readonly Uint8Array[]) => run(signed, (o) => sendAndFollow(clients.algod, signed, o)),
    [clients, run],
  );

  /** Follows the same sent group again, for as many rounds more. */
  const keepWaiting = useCallback(
    (signed: readonly Uint8Array[]) => {
      if (state.kind !== 'notConfirmed') return;
      const { sent, result } = state;
      return run(signed, async (o) => ({
        sent,
        result: await followGroup(clients.algod, sent, { ...o, maxRounds: result.waited + FOLLOW_ROUNDS }),
      }));
    },
    [clients, run, state],
  );

  return { state, send, keepWaiting };
}
