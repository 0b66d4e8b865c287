import { NodeRejectionError } from '@sextant/core/catalogue/NodeRejectionError';
import { builtTransactions } from '@sextant/core/compose/buildGroup';
import type { ComposeAction } from '@sextant/core/compose/composeReducer';
import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { judgeConfirmation, type ConfirmationWatch } from '@sextant/core/compose/judgeConfirmation';
import { nodeMessageOf } from '@sextant/core/compose/nodeMessageOf';
import { storedErrorOf } from '@sextant/core/compose/storedErrorOf';
import { useQueryClient } from '@tanstack/react-query';
import algosdk from 'algosdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAlgod } from './useComposeNode';

export interface FollowProgress {
  round: bigint;
  waited: bigint;
  max: bigint;
}

export interface NotConfirmed {
  message: string;
  canKeepWaiting: boolean;
}

/**
 * Sends the signed group, then follows it round by round until it is in a block, the pool drops
 * it, or `waitRounds` pass (then the person may keep waiting while it can still confirm).
 */
export function useSendGroup(
  latest: () => GroupDraft | undefined,
  dispatch: (action: ComposeAction) => void,
  waitRounds: bigint,
) {
  const { algod, networkId } = useAlgod();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<FollowProgress | undefined>();
  const [notConfirmed, setNotConfirmed] = useState<NotConfirmed | undefined>();
  const following = useRef(false);
  const lastWaited = useRef(0n);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const follow = useCallback(
    async (watch: ConfirmationWatch) => {
      if (following.current) return;
      following.current = true;
      setNotConfirmed(undefined);
      try {
        for (;;) {
          if (!alive.current) return;
          const txid = watch.txids[0] ?? '';
          const [pending, status] = await Promise.all([
            algod.pendingTransactionInformation(txid).do(),
            algod.status().do(),
          ]);
          const view = {
            ...(pending.confirmedRound !== undefined && { confirmedRound: pending.confirmedRound }),
            ...(pending.poolError !== '' && { poolError: pending.poolError }),
          };
          lastWaited.current = status.lastRound - watch.sentAtRound;
          const verdict = judgeConfirmation(watch, view, status.lastRound);
          if (verdict.kind === 'committed') {
            // Balances, holdings and auth addresses changed: the next group must not plan with
            // what algod said before this one (a rekey here changes who signs the next).
            void queryClient.invalidateQueries({ queryKey: [networkId, 'algod', 'account'] });
            dispatch({ type: 'committed', round: verdict.round });
            return;
          }
          if (verdict.kind === 'rejected') {
            dispatch({ type: 'failed', error: storedErrorOf(verdict.error) });
            return;
          }
          if (verdict.kind === 'notConfirmed') {
            if (!verdict.canKeepWaiting) dispatch({ type: 'failed', error: storedErrorOf(verdict.error) });
            else setNotConfirmed({ message: verdict.error.message, canKeepWaiting: true });
            return;
          }
          setProgress({
            round: status.lastRound,
            waited: status.lastRound - watch.sentAtRound,
            max: watch.maxRounds,
          });
          await algod.statusAfterBlock(status.lastRound).do();
        }
      } catch (e) {
        dispatch({ type: 'failed', error: storedErrorOf(e) });
      } finally {
        following.current = false;
      }
    },
    [algod, dispatch, networkId, queryClient],
  );

  const watchOf = useCallback(
    (g: GroupDraft, maxRounds: bigint): ConfirmationWatch | undefined =>
      g.built === undefined || g.submittedAtRound === undefined
        ? undefined
        : { txids: g.built.txids, sentAtRound: g.submittedAtRound, lastValid: g.built.lastValid, maxRounds },
    [],
  );

  const send = useCallback(async () => {
    const g = latest();
    if (g?.built === undefined || g.status !== 'signed') return;
    const parts = g.signatures.map((s) => algosdk.base64ToBytes(s ?? ''));
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (bytes.set(p, at), at + p.length), 0);
    setSending(true);
    try {
      const before = await algod.status().do();
      try {
        await algod.sendRawTransaction(bytes).do();
      } catch (e) {
        const txns = builtTransactions(g.built);
        const error = NodeRejectionError.fromNodeMessage(
          nodeMessageOf(e),
          {
            txids: g.built.txids,
            validRounds: txns.map((t) => ({ firstValid: t.firstValid, lastValid: t.lastValid })),
          },
          e,
        );
        dispatch({ type: 'failed', error: storedErrorOf(error) });
        return;
      }
      dispatch({ type: 'submitted', round: before.lastRound });
      const after = latest();
      const watch = after && watchOf(after, waitRounds);
      if (watch) await follow(watch);
    } catch (e) {
      dispatch({ type: 'failed', error: storedErrorOf(e) });
    } finally {
      setSending(false);
    }
  }, [algod, dispatch, follow, latest, waitRounds, watchOf]);

  const keepWaiting = useCallback(() => {
    const g = latest();
    const watch = g && watchOf(g, lastWaited.current + waitRounds);
    if (watch) void follow(watch);
  }, [follow, latest, waitRounds, watchOf]);

  // A reload while the group was in flight picks the following up again.
  const resume = useCallback(() => {
    const g = latest();
    if (g?.status !== 'submitted' || following.current) return;
    const watch = watchOf(g, waitRounds);
    if (watch) void follow(watch);
  }, [follow, latest, waitRounds, watchOf]);

  return { send, sending, progress, notConfirmed, keepWaiting, resume };
}
