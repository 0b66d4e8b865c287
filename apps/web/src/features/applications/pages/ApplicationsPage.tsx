import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function ApplicationsPage() {
  return <PlaceholderPage title="Applications" shows="applications found by creator." />;
}
