import type { DataEncoding } from '@sextant/core/wallet/parseDataInput';
import { useId } from 'react';
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
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-muted">
          {L.data}
        </label>
        <EncodingPicker value={encoding} onChange={onEncodingChange} />
      </div>
      <textarea
        id={id}
        rows={4}
        value={value}
        spellCheck={false}
        aria-invalid={error !== undefined}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 font-mono text-[13px]"
      />
      {error !== undefined && <p className="text-xs text-bad">{error}</p>}
    </div>
  );
}
