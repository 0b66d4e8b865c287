import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function AssetsPage() {
  return <PlaceholderPage title="Assets" shows="assets found by name, unit name or creator." />;
}
