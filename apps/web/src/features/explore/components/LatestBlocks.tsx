import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { LocalTime } from '../../../ui/LocalTime';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { latestQueries } from '../queries/latestQueries';
import { EntityLink } from './EntityLink';
import { LatestPanel } from './LatestPanel';

/** The newest block headers, refreshed every few seconds while the page is visible. */
export function LatestBlocks() {
  const query = useQuery(latestQueries.blocks(useActiveNetwork()));
  return (
    <LatestPanel
      title={L.latestBlocks}
      all={{ label: L.allBlocks, path: 'blocks' }}
      query={query}
      empty={L.noBlocks}
    >
      {(blocks) =>
        blocks.map((block) => (
          <li
            key={String(block.round)}
            className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-2 text-[13px]"
            data-testid="latest-block"
          >
            <EntityLink kind="block" value={block.round} className="w-20 font-semibold" />
            <span className="text-xs text-muted"><LocalTime seconds={block.time} /></span>
            {block.proposer !== undefined && (
              <span className="ml-auto text-xs text-muted">
                {L.proposer} <EntityLink kind="account" value={block.proposer} short />
              </span>
            )}
          </li>
        ))
      }
    </LatestPanel>
  );
}
