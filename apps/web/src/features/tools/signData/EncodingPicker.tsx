import clsx from 'clsx';
import type { DataEncoding } from '@sextant/core/wallet/parseDataInput';
import { SIGN_DATA_LABELS as L } from './signDataLabels';

const ENCODINGS: DataEncoding[] = ['text', 'hex', 'base64'];

/** Text, hex or base64: how the data field is read. */
export function EncodingPicker({
  value,
  onChange,
}: {
  value: DataEncoding;
  onChange(value: DataEncoding): void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={L.encoding}
      className="inline-flex rounded-md border border-line-strong p-0.5"
    >
      {ENCODINGS.map((encoding) => (
        <button
          key={encoding}
          type="button"
          role="radio"
          aria-checked={value === encoding}
          onClick={() => onChange(encoding)}
          className={clsx(
            'h-6 rounded px-2 text-xs font-medium',
            value === encoding ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-sunken',
          )}
        >
          {L.encodings[encoding]}
        </button>
      ))}
    </div>
  );
}
