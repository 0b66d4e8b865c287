import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function AccountsPage() {
  return (
    <PlaceholderPage
      title="Accounts"
      shows="accounts matching filters (holding an asset, opted in to an application, balance bounds), page by page, from the indexer."
    />
  );
}
