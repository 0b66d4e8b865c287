import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { Field } from '../../../ui/Field';

/** The id of the datalist of pickable addresses (connected wallet and kmd accounts). */
export const ADDRESS_LIST_ID = 'compose-addresses';

export interface FieldBinding {
  draft: TxnDraft;
  onChange: (draft: TxnDraft) => void;
  /** The message for a field path, or undefined (hidden until typed in or after a build attempt). */
  errorFor: (path: string, value: string) => string | undefined;
}

type Values = Record<string, unknown>;

function valueOf(draft: TxnDraft, key: string): unknown {
  return (draft as unknown as Values)[key];
}

export function setField(draft: TxnDraft, key: string, value: unknown): TxnDraft {
  return { ...(draft as unknown as Values), [key]: value } as unknown as TxnDraft;
}

/** A text field bound to one string field of the draft, its message at the field. */
export function TextField({
  b,
  name,
  label,
  hint,
  address = false,
  placeholder,
  className,
}: {
  b: FieldBinding;
  name: string;
  label: string;
  hint?: string | undefined;
  address?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const value = String(valueOf(b.draft, name) ?? '');
  return (
    <Field
      label={label}
      name={name}
      value={value}
      onChange={(e) => b.onChange(setField(b.draft, name, e.target.value))}
      error={b.errorFor(name, value)}
      {...(hint !== undefined && { hint })}
      {...(address && { list: ADDRESS_LIST_ID })}
      {...(placeholder !== undefined && { placeholder })}
      {...(className !== undefined && { className })}
    />
  );
}

/** A native select: fast, accessible, and works the same on a phone. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: Readonly<Record<T, string>>;
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className="h-8 w-full min-w-0 rounded-md border border-line-strong bg-surface px-2 text-[13px] text-fg"
      >
        {(Object.keys(options) as T[]).map((k) => (
          <option key={k} value={k}>
            {options[k]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-[13px]">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-(--accent)"
      />
      {label}
    </label>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  rows = 3,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  rows?: number;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        spellCheck={false}
        aria-invalid={error !== undefined}
        onChange={(e) => onChange(e.target.value)}
        className={clsx(
          'w-full min-w-0 rounded-md border bg-surface px-2 py-1.5 font-mono text-[13px] text-fg',
          error === undefined ? 'border-line-strong' : 'border-bad',
        )}
      />
      {error !== undefined && <p className="text-xs text-bad">{error}</p>}
    </div>
  );
}

/** A two-column grid on wider screens, one column on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</div>;
}
