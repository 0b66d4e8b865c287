import type { BlockHeaderView } from '@sextant/core/explore/BlockView';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { latestQueries } from '../queries/latestQueries';
import { BlockHeaderRow } from './BlockHeaderRow';
import { LatestPanel } from './LatestPanel';
import type { RowKind } from './RowKind';

const ROWS: RowKind<BlockHeaderView> = {
  key: (block) => String(block.round),
  render: (block) => <BlockHeaderRow block={block} testId="latest-block" />,
};

/** The newest block headers, refreshed every few seconds while the page is visible and `live`. */
export function LatestBlocks({ live = true }: { live?: boolean }) {
  const query = useQuery({
    ...latestQueries.blocks(useActiveNetwork()),
    ...(!live && { refetchInterval: false, refetchOnWindowFocus: false }),
  });
  return <LatestPanel list="blocks" query={query} rows={ROWS} />;
}
