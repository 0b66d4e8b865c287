import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function BlockPage() {
  const { round = '' } = useParams();
  return (
    <PlaceholderPage
      title="Block"
      shows="the block’s header and its transactions."
      params={[{ label: 'Round', value: round }]}
    />
  );
}
