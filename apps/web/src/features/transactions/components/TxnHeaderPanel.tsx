import type { TransactionView } from '@sextant/core/explore/TransactionView';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { AlgoAmount } from '../../explore/components/AlgoAmount';
import { AssetName } from '../../explore/components/AssetName';
import { EntityLink } from '../../explore/components/EntityLink';
import { TxnTypeBadge } from '../../explore/components/TxnTypeBadge';
import { TRANSACTION_LABELS as L } from '../transactionLabels';
import { dataRows } from '../../explore/components/dataRows';
import { LocalTime } from '../../../ui/LocalTime';

/**
 * The fields every transaction has: type, the asset it is about (by name, linked), round, sender,
 * signer, fee, validity, group, rekey, lease.
 */
export function TxnHeaderPanel({ txn }: { txn: TransactionView }) {
  return (
    <Panel>
      <DataList
        rows={[
          { label: L.type, value: <TxnTypeBadge type={txn.type} />, testId: 'txn-type' },
          txn.assetId !== undefined && {
            label: L.asset,
            value: <AssetName assetId={txn.assetId} link />,
            testId: 'txn-asset',
          },
          dataRows.link(L.round, 'block', txn.round, 'txn-round'),
          txn.time !== undefined && { label: L.time, value: <LocalTime seconds={txn.time} /> },
          { label: L.sender, value: <EntityLink kind="account" value={txn.sender} />, testId: 'txn-sender' },
          dataRows.link(L.signer, 'account', txn.authAddress),
          { label: L.fee, value: <AlgoAmount value={txn.fee} /> },
          { label: L.validRounds, value: L.validRange(txn.firstValid, txn.lastValid) },
          dataRows.link(L.group, 'group', txn.group, 'txn-group'),
          // Numbered from 1, as the studio numbers a group's transactions (the indexer counts from 0).
          txn.intraRoundOffset !== undefined && {
            label: L.offset,
            value: String(txn.intraRoundOffset + 1n),
            testId: 'txn-position',
          },
          dataRows.link(L.rekeyTo, 'account', txn.rekeyTo, 'txn-rekey-to'),
          dataRows.link(L.createdAsset, 'asset', txn.createdAssetId, 'txn-created-asset'),
          dataRows.link(L.createdApplication, 'application', txn.createdApplicationId),
          dataRows.algos(L.closingAmount, txn.closingAmount),
          txn.lease !== undefined && { label: L.lease, value: txn.lease },
          txn.genesisId !== undefined && { label: L.genesisId, value: txn.genesisId },
          txn.genesisHash !== undefined && { label: L.genesisHash, value: txn.genesisHash },
        ]}
      />
    </Panel>
  );
}
