import type { BlockHeaderView } from '@sextant/core/explore/BlockView';
import type { BlockHeaderSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { ListRow } from '../../../ui/ListRow';
import { AlgoAmount } from '../../explore/components/AlgoAmount';
import { EntityLink } from '../../explore/components/EntityLink';
import type { RowKind } from '../../explore/components/RowKind';
import { blockQueries } from '../../explore/queries/blockQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { ROUND_WINDOW_FIELDS } from '../../explore/search/searchFields';
import { BLOCK_LABELS as L } from '../blockLabels';
import { LocalTime } from '../../../ui/LocalTime';

const FIELDS: readonly SearchFieldDef[] = [
  ...ROUND_WINDOW_FIELDS,
  { name: 'proposers', kind: 'address', label: 'Proposed by' },
];

const ROWS: RowKind<BlockHeaderView> = {
  key: (b) => String(b.round),
  render: (b) => (
    <ListRow testId="block-row">
      <EntityLink kind="block" value={b.round} className="w-24 font-semibold" />
      <span className="text-xs text-muted">
        <LocalTime seconds={b.time} />
      </span>
      {b.proposer !== undefined && (
        <span className="text-xs text-muted">
          {L.proposer} <EntityLink kind="account" value={b.proposer} short />
        </span>
      )}
      {b.feesCollected !== undefined && (
        <span className="ml-auto text-xs">
          {L.feesCollected} <AlgoAmount value={b.feesCollected} />
        </span>
      )}
    </ListRow>
  ),
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
  return <SearchPage title={L.blocksTitle} fields={FIELDS} search={searchBlocks} rows={ROWS} />;
}
