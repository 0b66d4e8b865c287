import type { BlockHeaderView } from '@sextant/core/explore/BlockView';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { BLOCK_LABELS as L } from '../blockLabels';
import { dataRows } from '../../explore/components/dataRows';
import { LocalTime } from '../../../ui/LocalTime';

/** Every header field of a block the reader returned. */
export function BlockHeaderPanel({ block }: { block: BlockHeaderView }) {
  return (
    <Panel>
      <DataList
        rows={[
          { label: L.time, value: <LocalTime seconds={block.time} />, testId: 'block-time' },
          dataRows.link(L.proposer, 'account', block.proposer),
          dataRows.algos(L.feesCollected, block.feesCollected),
          dataRows.algos(L.bonus, block.bonus),
          dataRows.algos(L.proposerPayout, block.proposerPayout),
          block.txnCounter !== undefined && { label: L.txnCounter, value: String(block.txnCounter) },
          block.protocol !== undefined && { label: L.protocol, value: block.protocol },
          { label: L.previous, value: block.previousBlockHash },
          block.previousBlockHash512 !== undefined && {
            label: L.previous512,
            value: block.previousBlockHash512,
          },
          { label: L.seed, value: block.seed },
          { label: L.txnRoot, value: block.transactionsRoot },
          block.transactionsRootSha256 !== undefined && {
            label: L.txnRootSha256,
            value: block.transactionsRootSha256,
          },
          block.transactionsRootSha512 !== undefined && {
            label: L.txnRootSha512,
            value: block.transactionsRootSha512,
          },
          { label: L.genesisId, value: block.genesisId },
          { label: L.genesisHash, value: block.genesisHash },
        ]}
      />
    </Panel>
  );
}
