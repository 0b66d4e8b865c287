import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import type { ReactNode } from 'react';
import { Field } from '../../../ui/Field';
import { SelectField, type SelectFieldProps } from '../../../ui/SelectField';
import { COMPOSE_LABELS } from '../composeLabels';

/** The id of the datalist of pickable addresses (connected wallet and kmd accounts). */
export const ADDRESS_LIST_ID = 'compose-addresses';

export interface FieldBinding {
  draft: TxnDraft;
  onChange: (draft: TxnDraft) => void;
  /** The message for a field path, or undefined (hidden until typed in or after a build attempt). */
  errorFor: (path: string, value: string) => string | undefined;
  /**
   * The messages under a path prefix, keyed by the rest of the path (`abiArgs.2.0` → `2.0`): all
   * after a build attempt, before it only those `shown` lets through (what was typed in).
   */
  errorsUnder: (prefix: string, shown: (key: string) => boolean) => Record<string, string>;
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

type FieldLabels = typeof COMPOSE_LABELS.fields;
/** A draft field whose label is plain text (not one made from a value, like an asset's unit). */
export type PlainFieldName = {
  [K in keyof FieldLabels]: FieldLabels[K] extends string ? K : never;
}[keyof FieldLabels];

/** Plain text fields of the draft, in order, each labelled as its name says. */
export function TextFields({ b, names }: { b: FieldBinding; names: readonly PlainFieldName[] }) {
  return (
    <>
      {names.map((name) => (
        <TextField key={name} b={b} name={name} label={COMPOSE_LABELS.fields[name]} />
      ))}
    </>
  );
}

/**
 * A choice bound to one field of the draft (a type's mode, the note's encoding, the fee's kind),
 * labelled as its name says unless `label` is given.
 */
export function SelectDraftField<M extends string>({
  b,
  name,
  options,
  label,
}: {
  b: FieldBinding;
  name: string;
  options: SelectFieldProps<M>['options'];
  label?: string;
}) {
  return (
    <SelectField<M>
      label={label ?? ((COMPOSE_LABELS.fields as Record<string, unknown>)[name] as string)}
      value={valueOf(b.draft, name) as M}
      options={options}
      onChange={(value) => b.onChange(setField(b.draft, name, value))}
    />
  );
}
