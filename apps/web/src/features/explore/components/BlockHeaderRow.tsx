import type { BlockHeaderView } from '@sextant/core/explore/BlockView';
import { ListRow } from '../../../ui/ListRow';
import { LocalTime } from '../../../ui/LocalTime';
import { EXPLORER_LABELS } from '../explorerLabels';
import { AlgoAmount } from './AlgoAmount';
import { EntityLink } from './EntityLink';

/**
 * A block header in a list: its round, transaction count (where the list counted), time and proposer, and with `feesLabel` the fees it
 * collected (the blocks page; the home screen's short list leaves them out).
 */
export function BlockHeaderRow({
  block,
  testId,
  feesLabel,
}: {
  block: BlockHeaderView;
  testId: string;
  feesLabel?: string;
}) {
  const fees = feesLabel === undefined ? undefined : block.feesCollected;
  return (
    <ListRow testId={testId}>
      <EntityLink kind="block" value={block.round} className="w-24 font-semibold" />
      {block.txnCount !== undefined && (
        <span
          className="w-16 text-xs tabular-nums"
          title={EXPLORER_LABELS.txnCountTitle}
          data-testid="block-txn-count"
        >
          {EXPLORER_LABELS.txnCount(block.txnCount)}
        </span>
      )}
      <span className="text-xs text-muted">
        <LocalTime seconds={block.time} compact />
      </span>
      {block.proposer !== undefined && (
        <span className={fees !== undefined ? 'text-xs text-muted' : 'ml-auto text-xs text-muted'}>
          {EXPLORER_LABELS.proposer} <EntityLink kind="account" value={block.proposer} short />
        </span>
      )}
      {fees !== undefined && (
        <span className="ml-auto text-xs">
          {feesLabel} <AlgoAmount value={fees} />
        </span>
      )}
    </ListRow>
  );
}
