import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function AccountPage() {
  const { address = '' } = useParams();
  return (
    <PlaceholderPage
      title="Account"
      shows="balance and minimum balance, status, auth address if rekeyed, assets held and created, applications created and opted in, and the account’s transactions with filters."
      params={[{ label: 'Address', value: address }]}
    />
  );
}
