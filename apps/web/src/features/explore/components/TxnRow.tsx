import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import { formatRoundTime } from '@sextant/core/format/formatRoundTime';
import { ArrowRight } from 'lucide-react';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { AlgoAmount } from './AlgoAmount';
import { AssetAmount } from './AssetAmount';
import { EntityLink } from './EntityLink';
import { TxnTypeBadge } from './TxnTypeBadge';

/** One transaction in a list: type, id, who to whom, how much, when. Wraps to two lines on a phone. */
export function TxnRow({ txn, showRound = true }: { txn: TxnSummary; showRound?: boolean }) {
  return (
    <div
      className="flex flex-col gap-1 py-2 text-[13px] sm:flex-row sm:items-center sm:gap-3"
      data-testid="txn-row"
    >
      <div className="flex min-w-0 items-center gap-2 sm:w-56 sm:shrink-0">
        <TxnTypeBadge type={txn.type} />
        {txn.id === '' ? (
          <span className="text-muted">—</span>
        ) : (
          <EntityLink kind="transaction" value={txn.id} short />
        )}
      </div>
      <div className="flex min-w-0 flex-1 items-center gap-1.5">
        <EntityLink kind="account" value={txn.sender} short />
        {txn.applicationId !== undefined && txn.applicationId !== 0n && (
          <>
            <ArrowRight className="size-3 shrink-0 text-muted" aria-hidden />
            <span className="text-xs text-muted">{L.app}</span>
            <EntityLink kind="application" value={txn.applicationId} />
          </>
        )}
        {txn.receiver !== undefined && (
          <>
            <ArrowRight className="size-3 shrink-0 text-muted" aria-label={L.receiver} />
            <EntityLink kind="account" value={txn.receiver} short />
          </>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        {txn.amount?.kind === 'algos' && <AlgoAmount value={txn.amount.value} />}
        {txn.amount?.kind === 'asset' && (
          <AssetAmount value={txn.amount.value} assetId={txn.amount.assetId} />
        )}
        {showRound && txn.round !== undefined && (
          <span
            className="text-xs whitespace-nowrap text-muted"
            title={txn.time === undefined ? undefined : formatRoundTime(txn.time)}
          >
            <EntityLink kind="block" value={txn.round} />
          </span>
        )}
      </div>
    </div>
  );
}
