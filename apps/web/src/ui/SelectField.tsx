import clsx from 'clsx';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlBorder, FieldFrame } from './FieldFrame';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  label: string;
  value: T;
  /** A value → label record (in its key order), or a list when values repeat shapes or need order. */
  options: Readonly<Record<T, string>> | readonly SelectOption<T>[];
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Shown under the field when there is no error: a loading note, "no wallets", a hint. */
  hint?: ReactNode;
  mono?: boolean;
}

function optionList<T extends string>(options: SelectFieldProps<T>['options']): readonly SelectOption<T>[] {
  if (Array.isArray(options)) return options as readonly SelectOption<T>[];
  const record = options as Readonly<Record<T, string>>;
  return (Object.keys(record) as T[]).map((value) => ({ value, label: record[value] }));
}

/** A labelled native select (fast, accessible, the same on a phone) with its message underneath. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  mono = false,
  className,
  ...select
}: SelectFieldProps<T>) {
  return (
    <FieldFrame {...{ label, error, hint, className }}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          className={clsx(
            'h-8 w-full min-w-0 rounded-md border bg-surface px-2 text-[13px] text-fg',
            controlBorder(error),
            mono && 'font-mono text-[12px]',
          )}
          {...select}
        >
          {optionList(options).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
