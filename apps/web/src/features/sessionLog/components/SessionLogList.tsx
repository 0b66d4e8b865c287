import type { SessionLogEntry } from '@sextant/core/sessionLog/sessionLog';
import clsx from 'clsx';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { ConfirmClearButton } from '../../compose/components/ConfirmClearButton';
import { SentGroupRow } from '../../compose/components/SentGroupRow';
import { SESSION_LOG_LABELS as L } from '../sessionLogLabels';

function Outcome({ entry }: { entry: SessionLogEntry }) {
  const o = entry.outcome;
  return (
    <span
      className={clsx(
        'font-medium',
        o.kind === 'committed' ? 'text-ok' : o.kind === 'failed' ? 'text-bad' : 'text-muted',
      )}
    >
      {o.kind === 'committed' ? L.committed(o.round.toString()) : o.kind === 'failed' ? L.failed : L.pending}
    </span>
  );
}

/**
 * A network's session log, newest first: each group's outcome and time, each transaction's type
 * and sender with its txid to the explorer and the debugger (the studio's rows), a failure's
 * message under its group; "Clear" asks once.
 */
export function SessionLogList({
  network,
  log,
  onClear,
}: {
  network: string;
  log: readonly SessionLogEntry[];
  onClear: () => void;
}) {
  if (log.length === 0) return <StateMessage kind="empty">{L.empty}</StateMessage>;
  return (
    <Panel
      title={L.groups(log.length)}
      actions={<ConfirmClearButton label={L.clear} confirm={L.confirmClear(log.length)} onClear={onClear} />}
    >
      <ol className="flex flex-col divide-y divide-line" data-testid="session-log">
        {log.map((e) => (
          <SentGroupRow
            key={e.txids[0]}
            network={network}
            at={e.at}
            head={<Outcome entry={e} />}
            txns={e.txids.map((txid, i) => ({ txid, ...(e.txns[i] ?? { type: '', sender: '' }) }))}
            testId="session-log-group"
          >
            {e.outcome.kind === 'failed' && (
              <p className="text-[12px] break-words text-bad">{e.outcome.message}</p>
            )}
          </SentGroupRow>
        ))}
      </ol>
    </Panel>
  );
}
