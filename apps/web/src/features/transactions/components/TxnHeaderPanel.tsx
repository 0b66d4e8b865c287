import type { TransactionView } from '@sextant/core/explore/TransactionView';
import { formatRoundTime } from '@sextant/core/format/formatRoundTime';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { AlgoAmount } from '../../explore/components/AlgoAmount';
import { EntityLink } from '../../explore/components/EntityLink';
import { TxnTypeBadge } from '../../explore/components/TxnTypeBadge';
import { TRANSACTION_LABELS as L } from '../transactionLabels';

/** The fields every transaction has: type, round, sender, signer, fee, validity, group, rekey, lease. */
export function TxnHeaderPanel({ txn }: { txn: TransactionView }) {
  return (
    <Panel>
      <DataList
        rows={[
          { label: L.type, value: <TxnTypeBadge type={txn.type} />, testId: 'txn-type' },
          txn.round !== undefined && {
            label: L.round,
            value: <EntityLink kind="block" value={txn.round} />,
            testId: 'txn-round',
          },
          txn.time !== undefined && { label: L.time, value: formatRoundTime(txn.time) },
          { label: L.sender, value: <EntityLink kind="account" value={txn.sender} />, testId: 'txn-sender' },
          txn.authAddress !== undefined && {
            label: L.signer,
            value: <EntityLink kind="account" value={txn.authAddress} />,
          },
          { label: L.fee, value: <AlgoAmount value={txn.fee} /> },
          { label: L.validRounds, value: L.validRange(txn.firstValid, txn.lastValid) },
          txn.group !== undefined && {
            label: L.group,
            value: <EntityLink kind="group" value={txn.group} />,
            testId: 'txn-group',
          },
          txn.intraRoundOffset !== undefined && { label: L.offset, value: String(txn.intraRoundOffset) },
          txn.rekeyTo !== undefined && {
            label: L.rekeyTo,
            value: <EntityLink kind="account" value={txn.rekeyTo} />,
            testId: 'txn-rekey-to',
          },
          txn.createdAssetId !== undefined && {
            label: L.createdAsset,
            value: <EntityLink kind="asset" value={txn.createdAssetId} />,
            testId: 'txn-created-asset',
          },
          txn.createdApplicationId !== undefined && {
            label: L.createdApplication,
            value: <EntityLink kind="application" value={txn.createdApplicationId} />,
          },
          txn.closingAmount !== undefined && {
            label: L.closingAmount,
            value: <AlgoAmount value={txn.closingAmount} />,
          },
          txn.lease !== undefined && { label: L.lease, value: txn.lease },
          txn.genesisId !== undefined && { label: L.genesisId, value: txn.genesisId },
          txn.genesisHash !== undefined && { label: L.genesisHash, value: txn.genesisHash },
        ]}
      />
    </Panel>
  );
}
