import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function AssetPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      title="Asset"
      shows="the asset’s parameters, its holders and its transactions."
      params={[{ label: 'Asset id', value: id }]}
    />
  );
}
