import type { BlockHeaderView } from '@sextant/core/explore/BlockView';
import type { QueryState } from '../../../ui/QueryBoundary';
import { BlockHeaderRow } from './BlockHeaderRow';
import { LatestPanel } from './LatestPanel';
import type { RowKind } from './RowKind';

const ROWS: RowKind<BlockHeaderView> = {
  key: (block) => String(block.round),
  render: (block) => <BlockHeaderRow block={block} testId="latest-block" />,
};

/** The newest block headers, from the home screen's read of the ledger's tip (`useLatestLedger`). */
export function LatestBlocks({ query }: { query: QueryState<readonly BlockHeaderView[]> }) {
  return <LatestPanel list="blocks" query={query} rows={ROWS} />;
}
