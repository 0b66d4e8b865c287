import { CheckCircle2, Hourglass, Loader2 } from 'lucide-react';
import type { CreatedIds } from '@sextant/core/pipeline/followGroup';
import { Link } from 'react-router';
import { Button } from '../Button';
import { ErrorAlert } from '../ErrorAlert';
import { SEND_LABELS as L } from './sendLabels';
import { FOLLOW_ROUNDS, type SendState } from './useSendAndFollow';

export interface SendStatusIds {
  status: string;
  error: string;
  link: (index: number) => string;
}

/**
 * Where a send stands: waiting by round, confirmed with links to the explorer (and what it
 * created), not confirmed yet with "keep waiting", or the error in the catalogue's words.
 */
export function SendStatus({
  state,
  networkId,
  ids,
  onKeepWaiting,
}: {
  state: SendState;
  networkId: string;
  ids: SendStatusIds;
  onKeepWaiting: () => void;
}) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'failed') return <ErrorAlert error={state.error} testId={ids.error} />;
  if (state.kind === 'notConfirmed')
    return (
      <div className="flex flex-col gap-2">
        <ErrorAlert error={state.result.error} testId={ids.error} />
        {state.result.canKeepWaiting && (
          <div>
            <Button size="sm" onClick={onKeepWaiting}>
              <Hourglass className="size-3.5" aria-hidden />
              {L.keepWaiting(FOLLOW_ROUNDS.toString())}
            </Button>
          </div>
        )}
      </div>
    );
  if (state.kind === 'sending') {
    const p = state.progress;
    return (
      <p role="status" data-testid={ids.status} className="flex items-center gap-2 text-[13px] text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {p === undefined
          ? L.sending
          : L.waitingRound(p.round.toString(), p.waited.toString(), p.max.toString())}
      </p>
    );
  }
  const link = 'font-mono break-all text-accent hover:underline';
  return (
    <div
      role="status"
      data-testid={ids.status}
      className="flex flex-col gap-2 rounded-lg border border-ok/40 bg-ok-soft px-4 py-3 text-[13px]"
    >
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="size-4 text-ok" aria-hidden />
        {L.confirmed(state.round.toString())}
      </p>
      <ul className="flex flex-col gap-1">
        {state.txids.map((txid, i) => (
          <li key={txid} className="min-w-0">
            <Link to={`/${networkId}/transaction/${txid}`} data-testid={ids.link(i)} className={link}>
              {txid}
            </Link>
          </li>
        ))}
        {state.created.flatMap(createdLinks).map((c) => (
          <li key={c.path}>
            <Link to={`/${networkId}/${c.path}`} className={link}>
              {c.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a commit created, each as a path under the network and the sentence naming it. */
function createdLinks(c: CreatedIds): { path: string; text: string }[] {
  return [
    ...(c.assetId === undefined
      ? []
      : [{ path: `asset/${c.assetId}`, text: L.created('asset', `${c.assetId}`) }]),
    ...(c.appId === undefined
      ? []
      : [{ path: `application/${c.appId}`, text: L.created('application', `${c.appId}`) }]),
  ];
}
