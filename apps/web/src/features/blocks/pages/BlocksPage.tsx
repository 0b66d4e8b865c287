import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function BlocksPage() {
  return <PlaceholderPage title="Blocks" shows="the latest block headers." />;
}
