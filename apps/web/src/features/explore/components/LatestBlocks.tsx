import { formatRoundTime } from '@sextant/core/format/formatRoundTime';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { UI_LABELS } from '../../../ui/uiLabels';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { latestQueries } from '../queries/latestQueries';
import { EntityLink } from './EntityLink';
import { ReadErrorState } from './ReadErrorState';

/** The newest block headers, refreshed every few seconds while the page is visible. */
export function LatestBlocks() {
  const profile = useActiveNetwork();
  const query = useQuery(latestQueries.blocks(profile));
  return (
    <Panel
      title={L.latestBlocks}
      actions={
        <Link
          to={`/${encodeURIComponent(profile.id)}/blocks`}
          className="text-xs text-accent hover:underline"
        >
          {L.allBlocks}
        </Link>
      }
    >
      {query.isPending ? (
        <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>
      ) : query.isError ? (
        <ReadErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <StateMessage kind="empty">{L.noBlocks}</StateMessage>
      ) : (
        <ul aria-label={L.latestBlocks} className="divide-y divide-line">
          {query.data.map((block) => (
            <li
              key={String(block.round)}
              className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-2 text-[13px]"
              data-testid="latest-block"
            >
              <EntityLink kind="block" value={block.round} className="w-20 font-semibold" />
              <span className="text-xs text-muted">{formatRoundTime(block.time)}</span>
              {block.proposer !== undefined && (
                <span className="ml-auto text-xs text-muted">
                  {L.proposer} <EntityLink kind="account" value={block.proposer} short />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
