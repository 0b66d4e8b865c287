import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function ContractsPage() {
  return (
    <PlaceholderPage
      title="Contracts"
      shows="a contract lab: load an ARC-56, ARC-32 or ARC-4 spec, fill typed forms for each method, call or deploy, and read decoded return values and ARC-28 events."
    />
  );
}
