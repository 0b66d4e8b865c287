import type { SentGroup, SentTxn } from '@sextant/core/compose/sentHistory';
import { Bug } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { LocalTime } from '../../../ui/LocalTime';
import { Panel } from '../../../ui/Panel';
import { debugTxidHref } from '../../debug/debugTxidHref';
import { explorePath } from '../../explore/explorePath';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { shortAddress } from './TxnList';

const H = L.history;

/** What one sent transaction did, in a few words: "Payment 2.5 ALGO → ABCD…WXYZ". */
function summary(t: SentTxn): string {
  const kind = L.types[t.type as keyof typeof L.types] ?? t.type;
  const amount =
    t.amount === undefined || t.amount.trim() === ''
      ? ''
      : t.type === 'pay'
        ? ` ${t.amount} ALGO`
        : ` ${t.amount} of ${H.asset(t.assetId ?? '')}`;
  const to = t.receiver !== undefined && t.receiver !== '' ? ` → ${shortAddress(t.receiver)}` : '';
  const app = t.appId !== undefined ? ` ${H.app(t.appId)}` : '';
  return `${kind}${amount}${to}${app}`;
}

/**
 * The groups the studio sent on this network and saw committed, newest first: each transaction's
 * kind, amount and receiver, its txid to the explorer and a link to step through it in the debugger.
 * "Clear" deletes them (asks once); the drafts list keeps only work in progress.
 */
export function SentHistoryPanel({
  network,
  sent,
  onClear,
}: {
  network: string;
  sent: readonly SentGroup[];
  onClear: (draftIds: string[]) => void;
}) {
  const [asking, setAsking] = useState(false);
  if (sent.length === 0) return null;
  return (
    <Panel
      title={H.title}
      actions={
        <Button
          size="sm"
          variant={asking ? 'danger' : 'ghost'}
          onBlur={() => setAsking(false)}
          onClick={() => {
            if (asking) onClear(sent.map((g) => g.draftId));
            setAsking(!asking);
          }}
        >
          {asking ? H.confirmClear(sent.length) : H.clear}
        </Button>
      }
    >
      <ol className="flex flex-col divide-y divide-line" data-testid="compose-history">
        {sent.map((g) => (
          <li
            key={g.draftId}
            className="flex flex-col gap-1 py-1.5 text-[13px]"
            data-testid="compose-history-group"
          >
            <span className="text-[11px] text-muted">
              {g.confirmedRound !== undefined && `${H.round(g.confirmedRound.toString())} · `}
              <LocalTime at={g.at} />
            </span>
            <ul className="flex flex-col gap-0.5">
              {g.txns.map((t) => (
                <li key={t.txid} className="flex min-w-0 items-center gap-2">
                  <span className="min-w-0 flex-1 truncate">{summary(t)}</span>
                  <Link
                    to={explorePath(network, 'transaction', t.txid)}
                    title={t.txid}
                    className="shrink-0 font-mono text-[11px] text-accent hover:underline"
                  >
                    {`${t.txid.slice(0, 6)}…`}
                  </Link>
                  <Link
                    to={debugTxidHref(network, t.txid)}
                    aria-label={H.debug(t.txid)}
                    title={H.debug(t.txid)}
                    className="shrink-0 text-muted hover:text-fg"
                  >
                    <Bug className="size-3.5" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
