import type { DataEncoding } from '@sextant/core/wallet/parseDataInput';
import { TextAreaField } from '../../../ui/TextAreaField';
import { EncodingPicker } from './EncodingPicker';
import { SIGN_DATA_LABELS as L } from './signDataLabels';

/** The data to sign or verify, and how to read it. */
export function DataInput({
  value,
  encoding,
  error,
  onChange,
  onEncodingChange,
}: {
  value: string;
  encoding: DataEncoding;
  error: string | undefined;
  onChange(value: string): void;
  onEncodingChange(encoding: DataEncoding): void;
}) {
  return (
    <TextAreaField
      label={L.data}
      rows={4}
      value={value}
      onChange={onChange}
      error={error}
      accessory={<EncodingPicker value={encoding} onChange={onEncodingChange} />}
    />
  );
}
