import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function ComposePage() {
  return (
    <PlaceholderPage
      title="Compose"
      shows="a transaction studio: an atomic group of up to 16 transactions of every type, validated as typed, fees and minimum balance previewed, simulated, signed, sent and followed to confirmation."
    />
  );
}
