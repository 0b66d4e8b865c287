import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function SignDataToolPage() {
  return (
    <PlaceholderPage
      title="Sign data"
      shows="signing arbitrary bytes with the connected wallet (ARC-60) and verifying a signature."
    />
  );
}
