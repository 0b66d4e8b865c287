import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import type { ReactNode } from 'react';
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

/** A two-column grid on wider screens, one column on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</div>;
}
