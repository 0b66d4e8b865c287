import type { SentGroup } from '@sextant/core/compose/sentHistory';
import { Panel } from '../../../ui/Panel';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { ConfirmClearButton } from './ConfirmClearButton';
import { SentGroupRow } from './SentGroupRow';

const H = L.history;

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
  if (sent.length === 0) return null;
  return (
    <Panel
      title={H.title}
      actions={
        <ConfirmClearButton
          label={H.clear}
          confirm={H.confirmClear(sent.length)}
          onClear={() => onClear(sent.map((g) => g.draftId))}
        />
      }
    >
      <ol className="flex flex-col divide-y divide-line" data-testid="compose-history">
        {sent.map((g) => (
          <SentGroupRow
            key={g.draftId}
            network={network}
            at={g.at}
            txns={g.txns}
            testId="compose-history-group"
            {...(g.confirmedRound !== undefined && { head: H.round(g.confirmedRound.toString()) })}
          />
        ))}
      </ol>
    </Panel>
  );
}
