import type { BundleSentState } from '@sextant/core/multisig/bundleSentState';
import { CheckCircle2, Clock, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { explorePath } from '../../explore/explorePath';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

/** What became of a session's group, when it was already sent or can no longer be: said before any signing. */
export function SentOutcome({
  state,
  networkId,
  failed,
}: {
  state: BundleSentState | undefined;
  networkId: string;
  failed: boolean;
}) {
  if (failed)
    return (
      <p data-testid={T.sentState} className="text-[13px] text-muted">
        {L.sentUnknown}
      </p>
    );
  if (state === undefined || state.kind === 'open') return null;
  const box = 'flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-[13px]';
  if (state.kind === 'expired')
    return (
      <p role="status" data-testid={T.sentState} className={`${box} border-warn/40 bg-warn-soft`}>
        <Clock className="size-4 text-warn" aria-hidden />
        {L.sentExpired(String(state.lastValid), String(state.round))}
      </p>
    );
  return (
    <p role="status" data-testid={T.sentState} className={`${box} border-ok/40 bg-ok-soft`}>
      {state.kind === 'committed' ? (
        <CheckCircle2 className="size-4 text-ok" aria-hidden />
      ) : (
        <Hourglass className="size-4 text-muted" aria-hidden />
      )}
      <span>{state.kind === 'committed' ? L.sentCommitted(String(state.round)) : L.sentPending}</span>
      <Link className="text-accent underline" to={explorePath(networkId, 'transaction', state.txid)}>
        {L.viewSent}
      </Link>
    </p>
  );
}
