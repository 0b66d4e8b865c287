import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function TransactionPage() {
  const { txid = '' } = useParams();
  return (
    <PlaceholderPage
      title="Transaction"
      shows="the transaction by type, its signature (single, multisig with who signed, or logic signature), inner transactions and its group."
      params={[{ label: 'Transaction id', value: txid }]}
    />
  );
}
