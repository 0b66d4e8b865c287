import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function GroupPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      title="Group"
      shows="the group’s transactions, drawn as a picture of who pays whom."
      params={[{ label: 'Group id', value: id }]}
    />
  );
}
