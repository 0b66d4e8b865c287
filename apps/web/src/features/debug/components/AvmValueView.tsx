import { avmValueLabel, readAvmValue, type AvmStackValue } from '@sextant/core/debug/AvmStackValue';

/** A stack or scratch value: its short form, then every other reading (uint64, hex, text, address). */
export function AvmValueView({ value }: { value: AvmStackValue }) {
  const r = readAvmValue(value);
  const label = avmValueLabel(value);
  const more = [
    r.type === 'bytes' && r.uint !== undefined && `uint64 ${r.uint}`,
    r.hex !== label && r.hex,
    r.address !== undefined && r.address,
  ].filter((x): x is string => typeof x === 'string');
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-mono text-xs break-all" data-testid="avm-value">
        {label}
      </span>
      {more.length > 0 && (
        <span className="font-mono text-[11px] break-all text-muted">
          <span className="mr-1 text-[10px] uppercase">{r.type}</span>
          {more.join(' · ')}
        </span>
      )}
      {more.length === 0 && <span className="text-[10px] text-muted uppercase">{r.type}</span>}
    </span>
  );
}
