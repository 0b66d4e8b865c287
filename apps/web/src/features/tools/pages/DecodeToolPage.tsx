import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function DecodeToolPage() {
  return (
    <PlaceholderPage
      title="Decode"
      shows="base64, hex or msgpack of a transaction, signed transaction or group in readable form, and back."
    />
  );
}
