import type { AbiField, AbiFormValue, BytesFormat, BytesInput } from '@sextant/core/abi/AbiField';
import { emptyFormValue } from '@sextant/core/abi/emptyFormValue';
import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { CONTRACTS_LABELS as L } from '../contractsLabels';

export interface AbiInputProps {
  label: string;
  field: AbiField;
  value: AbiFormValue;
  /** Messages by path below this value ('' is the value itself). */
  errors: Readonly<Record<string, string>>;
  path: string;
  onChange: (value: AbiFormValue) => void;
  /** Shown under the label (the type, a default's source). */
  note?: string | undefined;
}

const sub = (path: string, i: number) => (path === '' ? String(i) : `${path}.${i}`);

const inputClass = (bad: boolean) =>
  clsx(
    'h-8 w-full min-w-0 rounded-md border bg-surface px-2 font-mono text-[13px] text-fg placeholder:text-muted/70',
    bad ? 'border-bad' : 'border-line-strong',
  );

function Message({ id, text }: { id: string; text: string | undefined }) {
  return text === undefined ? null : (
    <p id={id} className="text-xs text-bad">
      {text}
    </p>
  );
}

function Label({
  htmlFor,
  label,
  type,
  note,
}: {
  htmlFor?: string;
  label: string;
  type: string;
  note?: string | undefined;
}) {
  const Tag = htmlFor === undefined ? 'span' : 'label';
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <Tag {...(htmlFor !== undefined && { htmlFor })} className="text-xs font-medium text-fg">
        {label}
      </Tag>
      <span className="font-mono text-[11px] text-muted">{type}</span>
      {note !== undefined && (
        <span className="rounded bg-accent-soft px-1.5 text-[11px] text-accent">{note}</span>
      )}
    </div>
  );
}

const PLACEHOLDER: Partial<Record<AbiField['kind'], string>> = {
  uint: '0',
  ufixed: '0.0',
  byte: '0–255',
  address: 'ABC…XYZ (58 characters)',
};

/** One typed input for any ABI type; arrays and tuples nest, each element with its own message. */
export function AbiInput({ label, field, value, errors, path, onChange, note }: AbiInputProps) {
  const id = useId();
  const error = errors[path];
  const messageId = `${id}-msg`;
  switch (field.kind) {
    case 'bool':
      return (
        <div className="flex flex-col gap-1">
          <Label label={label} type={field.type} note={note} />
          <label className="inline-flex items-center gap-2 text-[13px]">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-accent)]"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              aria-label={label}
            />
            {value === true ? 'true' : 'false'}
          </label>
          <Message id={messageId} text={error} />
        </div>
      );
    case 'bytes': {
      const b: BytesInput =
        typeof value === 'object' && !Array.isArray(value) ? value : { format: 'hex', text: '' };
      return (
        <div className="flex flex-col gap-1">
          <Label htmlFor={id} label={label} type={field.type} note={note} />
          <div className="flex gap-2">
            <select
              aria-label={`${label} ${L.bytesFormat}`}
              className="h-8 rounded-md border border-line-strong bg-surface px-1.5 text-[13px]"
              value={b.format}
              onChange={(e) => onChange({ ...b, format: e.target.value as BytesFormat })}
            >
              {(['hex', 'base64', 'text'] as const).map((f) => (
                <option key={f} value={f}>
                  {L.formats[f]}
                </option>
              ))}
            </select>
            <input
              id={id}
              className={inputClass(error !== undefined)}
              value={b.text}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={error !== undefined}
              aria-describedby={error === undefined ? undefined : messageId}
              onChange={(e) => onChange({ ...b, text: e.target.value })}
              placeholder={field.length === undefined ? '' : `${field.length} bytes`}
            />
          </div>
          <Message id={messageId} text={error} />
        </div>
      );
    }
    case 'array': {
      const items = Array.isArray(value) ? value : [];
      const dynamic = field.length === undefined;
      return (
        <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-3">
          <legend className="px-1">
            <Label label={label} type={field.type} note={note} />
          </legend>
          {items.map((item, i) => (
            <div key={i} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <AbiInput
                  label={L.item(i)}
                  field={field.element}
                  value={item}
                  errors={errors}
                  path={sub(path, i)}
                  onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))}
                />
              </div>
              {dynamic && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${L.remove} ${label} ${L.item(i)}`}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                >
                  <Minus className="size-3.5" aria-hidden />
                </Button>
              )}
            </div>
          ))}
          {dynamic && (
            <Button
              size="sm"
              className="self-start"
              onClick={() => onChange([...items, emptyFormValue(field.element)])}
            >
              <Plus className="size-3.5" aria-hidden />
              {L.add} {label}
            </Button>
          )}
          <Message id={messageId} text={error} />
        </fieldset>
      );
    }
    case 'tuple': {
      const items = Array.isArray(value) ? value : emptyFormValue(field);
      const list = Array.isArray(items) ? items : [];
      return (
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-line p-3">
          <legend className="px-1">
            <Label label={label} type={field.struct ?? field.type} note={note} />
          </legend>
          {field.fields.map((m, i) => (
            <AbiInput
              key={i}
              label={m.name ?? L.item(i)}
              field={m.field}
              value={list[i] ?? emptyFormValue(m.field)}
              errors={errors}
              path={sub(path, i)}
              onChange={(v) =>
                onChange(
                  field.fields.map((_, j) =>
                    j === i ? v : (list[j] ?? emptyFormValue(field.fields[j]!.field)),
                  ),
                )
              }
            />
          ))}
          <Message id={messageId} text={error} />
        </fieldset>
      );
    }
    default:
      return (
        <div className="flex flex-col gap-1">
          <Label htmlFor={id} label={label} type={field.type} note={note} />
          <input
            id={id}
            className={inputClass(error !== undefined)}
            value={typeof value === 'string' ? value : ''}
            spellCheck={false}
            autoComplete="off"
            inputMode={
              field.kind === 'uint' || field.kind === 'byte'
                ? 'numeric'
                : field.kind === 'ufixed'
                  ? 'decimal'
                  : undefined
            }
            placeholder={PLACEHOLDER[field.kind]}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : messageId}
            onChange={(e) => onChange(e.target.value)}
          />
          <Message id={messageId} text={error} />
        </div>
      );
  }
}
