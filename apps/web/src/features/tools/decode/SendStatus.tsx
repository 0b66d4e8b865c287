import { CheckCircle2, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { DECODE_LABELS as L } from '../decodeLabels';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import type { SendState } from './useSendGroup';

export interface SendStatusIds {
  status: string;
  error: string;
  link: (index: number) => string;
}

/** Where a send stands: waiting by round, confirmed with links to the explorer, or the error. */
export function SendStatus({
  state,
  networkId,
  ids,
}: {
  state: SendState;
  networkId: string;
  ids: SendStatusIds;
}) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'failed') return <ErrorAlert error={state.error} testId={ids.error} />;
  if (state.kind === 'sending') {
    return (
      <p role="status" data-testid={ids.status} className="flex items-center gap-2 text-[13px] text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {state.round === undefined ? L.sending : L.waitingRound(state.round.toString())}
      </p>
    );
  }
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
            <Link
              to={`/${networkId}/transaction/${txid}`}
              data-testid={ids.link(i)}
              className="font-mono break-all text-accent hover:underline"
            >
              {txid}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
