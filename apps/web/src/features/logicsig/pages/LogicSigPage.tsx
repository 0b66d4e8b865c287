import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function LogicSigPage() {
  return (
    <PlaceholderPage
      title="Logic signatures"
      shows="a TEAL editor, compiled on the node, with the contract account address, delegated signatures and signing with them."
    />
  );
}
