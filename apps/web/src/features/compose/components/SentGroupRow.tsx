import type { SentTxn } from '@sextant/core/compose/sentHistory';
import { Bug } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LocalTime } from '../../../ui/LocalTime';
import { debugTxidHref } from '../../debug/debugTxidHref';
import { explorePath } from '../../explore/explorePath';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { shortAddress } from './TxnList';

const H = L.history;

/** What one sent transaction did, in a few words: "Payment 2.5 ALGO ABCD…WXYZ → EFGH…STUV". */
function summary(t: SentTxn): string {
  const kind = L.types[t.type as keyof typeof L.types] ?? t.type;
  const amount =
    t.amount === undefined || t.amount.trim() === ''
      ? ''
      : t.type === 'pay'
        ? ` ${t.amount} ALGO`
        : ` ${t.amount} of ${H.asset(t.assetId ?? '')}`;
  const from = t.sender !== undefined && t.sender !== '' ? ` ${H.from(shortAddress(t.sender))}` : '';
  const to = t.receiver !== undefined && t.receiver !== '' ? ` → ${shortAddress(t.receiver)}` : '';
  const app = t.appId !== undefined ? ` ${H.app(t.appId)}` : '';
  return `${kind}${amount}${from}${to}${app}`;
}

/**
 * One sent group as a list row: a small line (`head`, then when), each transaction's summary with
 * its txid to the explorer and a link to step through it in the debugger, then `children` (an
 * outcome's detail). The studio's history and the session log both list groups with it.
 */
export function SentGroupRow({
  network,
  at,
  head,
  txns,
  testId,
  children,
}: {
  network: string;
  at: number;
  head?: ReactNode;
  txns: readonly SentTxn[];
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-1 py-1.5 text-[13px]" data-testid={testId}>
      <span className="text-[11px] text-muted">
        {head !== undefined && (
          <>
            {head}
            {' · '}
          </>
        )}
        <LocalTime at={at} />
      </span>
      <ul className="flex flex-col gap-0.5">
        {txns.map((t) => (
          <li key={t.txid} className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 flex-1 break-words sm:truncate">{summary(t)}</span>
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
      {children}
    </li>
  );
}
