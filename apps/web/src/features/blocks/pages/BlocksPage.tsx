import type { BlockHeaderView } from '@sextant/core/explore/BlockView';
import type { BlockHeaderSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { BlockHeaderRow } from '../../explore/components/BlockHeaderRow';
import type { RowKind } from '../../explore/components/RowKind';
import { blockQueries } from '../../explore/queries/blockQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { ROUND_WINDOW_FIELDS } from '../../explore/search/searchFields';
import { BLOCK_LABELS as L } from '../blockLabels';

const FIELDS: readonly SearchFieldDef[] = [
  ...ROUND_WINDOW_FIELDS,
  { name: 'proposers', kind: 'address', label: 'Proposed by' },
];

const ROWS: RowKind<BlockHeaderView> = {
  key: (b) => String(b.round),
  render: (b) => <BlockHeaderRow block={b} testId="block-row" feesLabel={L.feesCollected} />,
};

/** No filter: the newest blocks first, paging back in time; else the indexer's search (one proposer). */
function searchBlocks(profile: NetworkProfile, params: Record<string, string | boolean>) {
  if (Object.keys(params).length === 0) return blockQueries.recent(profile);
  const { proposers, ...rest } = params;
  const typed: BlockHeaderSearchParams = {
    ...(rest as BlockHeaderSearchParams),
    ...(typeof proposers === 'string' && { proposers: [proposers] }),
  };
  return blockQueries.search(profile, typed);
}

/**
 * `/:net/blocks`: block headers (`GET /v2/block-headers`); the newest first without filters, else by
 * round, time range and proposer, filters in the URL.
 */
export function BlocksPage() {
  return (
    <SearchPage
      title={L.blocksTitle}
      noneYet={SEARCH_LABELS.noneYet.blocks}
      fields={FIELDS}
      search={searchBlocks}
      rows={ROWS}
    />
  );
}
