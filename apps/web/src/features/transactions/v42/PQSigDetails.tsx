import { formatAlgos } from '@sextant/core/format/formatAlgos';
import { feeOfUsage, type PQSigView } from '@sextant/core/explore/pqSigView';
import { DataList } from '../../../ui/DataList';
import { EntityLink } from '../../explore/components/EntityLink';
import { V42_LABELS as L } from './v42Labels';

/** go: config/consensus.go MinTxnFee, the unit PQSchemeFeeContribution counts in. */
const MIN_TXN_FEE = 1000n;

/** What a post-quantum signature carries: scheme, salt, key, signature size, the address it authorises, its fee. */
export function PQSigDetails({ pq }: { pq: PQSigView }) {
  const extra = feeOfUsage(MIN_TXN_FEE, pq.feeUsage);
  const alone = feeOfUsage(MIN_TXN_FEE, 1_000_000n + pq.feeUsage);
  return (
    <DataList
      rows={[
        {
          label: L.scheme,
          value: `${pq.schemeName ?? L.unknownScheme(pq.scheme)} (${pq.scheme})`,
          testId: 'pq-scheme',
        },
        { label: L.salt, value: String(pq.salt), testId: 'pq-salt' },
        { label: L.pqAddress, value: <EntityLink kind="account" value={pq.address} />, testId: 'pq-address' },
        {
          label: L.publicKey,
          value: (
            <details>
              <summary className="cursor-pointer font-sans text-muted">
                {L.publicKeyBytes(pq.publicKeyBytes)}
              </summary>
              <span data-testid="pq-public-key">{pq.publicKey}</span>
            </details>
          ),
        },
        { label: L.signatureSize, value: L.signatureBytes(pq.signatureBytes), testId: 'pq-signature-size' },
        {
          label: L.pqFee,
          value: extra === 0n ? L.pqFeeNone : L.pqFeeText(formatAlgos(extra), formatAlgos(alone)),
          testId: 'pq-fee',
        },
      ]}
    />
  );
}
