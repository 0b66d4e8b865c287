import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function MnemonicToolPage() {
  return (
    <PlaceholderPage
      title="Recovery phrase"
      shows="conversion between a 25-word phrase, secret key and address; master derivation keys; and generating an account."
    />
  );
}
