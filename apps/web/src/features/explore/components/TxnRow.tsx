import { OPT_IN_WORD } from '@sextant/core/explore/isAssetOptIn';
import { graphAssetName } from '@sextant/core/explore/txnGraphText';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { assetDetailQuery } from '../queries/assetDetailQuery';
import { methodNamesQuery } from '../queries/methodNamesQuery';
import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { memo } from 'react';
import { LocalTime } from '../../../ui/LocalTime';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { AlgoAmount } from './AlgoAmount';
import { AssetAmount } from './AssetAmount';
import { AssetName } from './AssetName';
import { EntityLink } from './EntityLink';
import { TXN_CELLS as C, txnGrid } from './txnGrid';
import { TxnTypeBadge } from './TxnTypeBadge';
import { PQBadge } from '../../transactions/v42/PQBadge';

/** `Opt-in STT` as the transaction graph writes it (unit, else name, else `asset N`), linked. */
function OptInAmount({ assetId }: { assetId: bigint }) {
  const profile = useActiveNetwork();
  const { data } = useQuery(assetDetailQuery(profile, assetId));
  return (
    <span data-testid="txn-opt-in">
      {OPT_IN_WORD} <EntityLink kind="asset" value={assetId} text={graphAssetName(assetId, data)} />
    </span>
  );
}

/**
 * The ARC-4 method an app call's selector names in the app's attached spec (nothing when no spec is
 * attached here or none of its methods has that selector). Read after the page is drawn: the
 * server draws nothing here, and the browser asks its own store.
 */
function MethodName({ appId, selector }: { appId: bigint; selector: string }) {
  const profile = useActiveNetwork();
  const { data } = useQuery(methodNamesQuery(profile.id, appId));
  const method = data?.[selector];
  if (method === undefined) return null;
  return (
    <span className="font-mono text-xs break-all" title={method.signature} data-testid="txn-row-method">
      {method.name}()
    </span>
  );
}

/** What moved: ALGO, an asset in its unit (linked), an opt-in, or the asset a config or freeze is about. */
function TxnAmount({ txn }: { txn: TxnSummary }) {
  if (txn.applicationId !== undefined && txn.applicationId !== 0n && txn.selector !== undefined)
    return <MethodName appId={txn.applicationId} selector={txn.selector} />;
  if (txn.amount?.kind === 'algos') return <AlgoAmount value={txn.amount.value} />;
  if (txn.optIn === true && txn.assetId !== undefined) return <OptInAmount assetId={txn.assetId} />;
  if (txn.amount?.kind === 'asset')
    return <AssetAmount value={txn.amount.value} assetId={txn.amount.assetId} link />;
  if (txn.assetId !== undefined) return <AssetName assetId={txn.assetId} link />;
  return null;
}

/** A close-out's remainder under the amount: `+ 4.998 ALGO closed out`, the account it went to in the title. */
function ClosedAmount({ txn }: { txn: TxnSummary }) {
  if (txn.closed === undefined) return null;
  const { value, to } = txn.closed;
  return (
    <span className="block text-xs text-muted" data-testid="txn-closed" title={to}>
      +{' '}
      {txn.amount?.kind === 'asset' ? (
        <AssetAmount value={value} assetId={txn.amount.assetId} />
      ) : (
        <AlgoAmount value={value} />
      )}{' '}
      {L.closedOut}
    </span>
  );
}

/**
 * One transaction in a list, on the grid its header shares (`txnGrid`): type, id, who to whom,
 * amount, fee, round, time. In a narrow list it is three lines (id and amount; type and who to
 * whom; fee, round and time), so a phone shows everything without cutting any of it. Memoised: a
 * page that draws again (another answer of its own arrived) does not draw its rows again, whose
 * transactions are the same objects from the cache; an asset's answer redraws only its amounts.
 */
export const TxnRow = memo(function TxnRow({
  txn,
  showRound = true,
}: {
  txn: TxnSummary;
  showRound?: boolean;
}) {
  return (
    <div className={clsx(txnGrid(showRound), 'py-2 text-[13px]')} data-testid="txn-row">
      <span className="min-w-0 truncate">
        {txn.id === '' ? (
          <span className="text-muted">—</span>
        ) : (
          <EntityLink kind="transaction" value={txn.id} short />
        )}
      </span>
      <div className={C.line2}>
        <span className={clsx(C.type, 'inline-flex gap-1')}>
          <TxnTypeBadge type={txn.type} />
          {txn.pq !== undefined && <PQBadge scheme={txn.pq} />}
        </span>
        <span className="flex min-w-0 flex-wrap items-center gap-x-1.5">
          <EntityLink kind="account" value={txn.sender} short />
          {txn.applicationId !== undefined && txn.applicationId !== 0n && (
            <span className="inline-flex items-center gap-1.5">
              <ArrowRight className="size-3 shrink-0 text-muted" aria-hidden />
              <span className="text-xs text-muted">{L.app}</span>
              <EntityLink kind="application" value={txn.applicationId} />
            </span>
          )}
          {txn.receiver !== undefined && (
            <span className="inline-flex items-center gap-1.5">
              <ArrowRight className="size-3 shrink-0 text-muted" aria-label={L.receiver} />
              <EntityLink kind="account" value={txn.receiver} short />
            </span>
          )}
        </span>
      </div>
      <span className={clsx(C.amount, 'min-w-0 break-words')} data-testid="txn-amount">
        <TxnAmount txn={txn} />
        <ClosedAmount txn={txn} />
      </span>
      <div className={C.line3}>
        <span className={clsx(C.right, 'text-xs text-muted')} data-testid="txn-fee">
          {txn.fee !== undefined && (
            <>
              <span className="@4xl:hidden">{L.columns.fee} </span>
              <AlgoAmount value={txn.fee} />
            </>
          )}
        </span>
        {showRound && (
          <span className={clsx(C.right, 'text-xs')}>
            {txn.round !== undefined && (
              <>
                <span className="text-muted @4xl:hidden">{L.columns.round} </span>
                <EntityLink kind="block" value={txn.round} />
              </>
            )}
          </span>
        )}
        <span className={clsx(C.right, 'text-xs whitespace-nowrap text-muted')} data-testid="txn-time">
          {txn.time !== undefined && <LocalTime seconds={txn.time} compact />}
        </span>
      </div>
    </div>
  );
});
