import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { UI_LABELS } from '../../../ui/uiLabels';
import { VirtualList } from '../../../ui/VirtualList';
import { IdHeading } from '../../explore/components/IdHeading';
import { ReadErrorState } from '../../explore/components/ReadErrorState';
import { TxnRow } from '../../explore/components/TxnRow';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { explorePath } from '../../explore/explorePath';
import { parseUint64 } from '../../explore/parseUint64';
import { blockQueries } from '../../explore/queries/blockQueries';
import { BLOCK_LABELS as L } from '../blockLabels';
import { BlockHeaderPanel } from '../components/BlockHeaderPanel';

/** `/:net/block/:round`: the header, the proposer and the block's transactions; works from algod alone. */
export function BlockPage() {
  const { round: param = '' } = useParams();
  const profile = useActiveNetwork();
  const round = parseUint64(param);
  const query = useQuery({ ...blockQueries.detail(profile, round ?? 0n), enabled: round !== undefined });

  const nav = round !== undefined && (
    <div className="flex gap-2">
      {round > 0n && (
        <Link
          to={explorePath(profile.id, 'block', round - 1n)}
          className="inline-flex items-center gap-1 text-xs text-accent hover:underline"
        >
          <ChevronLeft className="size-3.5" aria-hidden />
          {L.previousBlock}
        </Link>
      )}
      <Link
        to={explorePath(profile.id, 'block', round + 1n)}
        className="inline-flex items-center gap-1 text-xs text-accent hover:underline"
      >
        {L.nextBlock}
        <ChevronRight className="size-3.5" aria-hidden />
      </Link>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <IdHeading title={L.title} id={param} what={L.round} testId="param-round" />
        {nav}
      </div>
      {round === undefined ? (
        <StateMessage kind="notFound">{EXPLORER_LABELS.invalid.number}</StateMessage>
      ) : query.isPending ? (
        <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>
      ) : query.isError ? (
        <ReadErrorState
          error={query.error}
          notFound={EXPLORER_LABELS.notFound.block(param)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <BlockHeaderPanel block={query.data} />
          <Panel title={L.transactions(query.data.transactions.length)}>
            {query.data.source === 'algod' && <p className="pb-2 text-xs text-muted">{L.idsNeedIndexer}</p>}
            {query.data.transactions.length === 0 ? (
              <StateMessage kind="empty">{L.noTransactions}</StateMessage>
            ) : (
              <VirtualList
                items={query.data.transactions}
                label={L.transactions(query.data.transactions.length)}
                rowKey={(t, i) => t.id || String(i)}
                renderRow={(t) => <TxnRow txn={t} showRound={false} />}
              />
            )}
          </Panel>
        </>
      )}
    </div>
  );
}
