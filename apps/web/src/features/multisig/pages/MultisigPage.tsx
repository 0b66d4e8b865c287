import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function MultisigPage() {
  return (
    <PlaceholderPage
      title="Multisig"
      shows="a multisig account builder (version, threshold, addresses) and signing sessions: import a partially signed group, add signatures, merge and send."
    />
  );
}
