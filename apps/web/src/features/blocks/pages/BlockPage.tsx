import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { DetailFrame } from '../../../ui/DetailFrame';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { VirtualList } from '../../../ui/VirtualList';
import { TxnListHeader } from '../../explore/components/TxnListHeader';
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
    <DetailFrame
      heading={{ title: L.title, id: param, what: L.round, testId: 'param-round' }}
      aside={nav}
      query={query}
      answer={(b) => b.answer}
      invalid={round === undefined && EXPLORER_LABELS.invalid.number}
      notFound={EXPLORER_LABELS.notFound.block(param)}
    >
      {(block) => (
        <>
          <BlockHeaderPanel block={block} />
          <Panel title={L.transactions(block.transactions.length)}>
            {block.source === 'algod' && <p className="pb-2 text-xs text-muted">{L.idsNeedIndexer}</p>}
            {block.transactions.length === 0 ? (
              <StateMessage kind="empty">{L.noTransactions}</StateMessage>
            ) : (
              <div className="@container">
                <TxnListHeader showRound={false} />
                <VirtualList
                  items={block.transactions}
                  label={L.transactions(block.transactions.length)}
                  rowKey={(t, i) => t.id || String(i)}
                  renderRow={(t) => <TxnRow txn={t} showRound={false} />}
                />
              </div>
            )}
          </Panel>
        </>
      )}
    </DetailFrame>
  );
}
