import type { ArgSlot } from '@sextant/core/contracts/argSlots';
import { emptyArgInput, type ArgInput } from '@sextant/core/contracts/readCallArgs';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { DefaultState } from '../hooks/useDefaults';
import { AbiInput } from './AbiInput';

export type TxnSlot = Extract<ArgSlot, { kind: 'txn' }>;

export interface ArgsFormProps {
  slots: readonly ArgSlot[];
  inputs: readonly (ArgInput | undefined)[];
  /** `${index}` or `${index}.${path}` → message. */
  errors: Readonly<Record<string, string>>;
  defaults: Readonly<Record<number, DefaultState>>;
  sender: string;
  onChange: (index: number, input: ArgInput) => void;
  /** Absent: no "use default" offer (the studio keeps what was typed). */
  onUseDefault?: (index: number) => void;
  /**
   * A transaction argument: the lab edits it in place, the studio points at the group member
   * before the call. `input` is what the lab holds for it (a fresh transaction sent by `sender` until edited).
   */
  renderTxn: (index: number, slot: TxnSlot, input: ArgInput, error: string | undefined) => ReactNode;
}

/** Every argument of the method: typed values, references, and transactions (the studio's own form). */
export function ArgsForm({
  slots,
  inputs,
  errors,
  defaults,
  sender,
  onChange,
  onUseDefault,
  renderTxn,
}: ArgsFormProps) {
  if (slots.length === 0) return <p className="text-[13px] text-muted">{L.noArgs}</p>;
  return (
    <div className="flex flex-col gap-4">
      {slots.map((slot, i) => {
        const input = inputs[i] ?? emptyArgInput(slot, sender);
        const d = defaults[i];
        const fromDefault = input.kind !== 'txn' && input.defaultFrom !== undefined;
        const note = fromDefault ? L.defaultFrom(input.defaultFrom ?? '') : undefined;
        const scoped: Record<string, string> = {};
        for (const [k, v] of Object.entries(errors)) {
          if (k === String(i)) scoped[''] = v;
          else if (k.startsWith(`${i}.`)) scoped[k.slice(String(i).length + 1)] = v;
        }
        return (
          <div key={i} className="flex flex-col gap-1" data-arg={slot.arg.name}>
            {slot.kind === 'value' && (
              <AbiInput
                label={slot.arg.name}
                field={slot.field}
                value={input.kind === 'value' ? input.value : ''}
                errors={scoped}
                path=""
                note={note}
                onChange={(value) => onChange(i, { kind: 'value', value })}
              />
            )}
            {slot.kind === 'reference' && (
              <Field
                label={`${slot.arg.name} · ${slot.ref}`}
                value={input.kind === 'ref' ? input.text : ''}
                error={scoped['']}
                hint={note ?? L.referenceHint[slot.ref]}
                onChange={(e) => onChange(i, { kind: 'ref', text: e.target.value })}
              />
            )}
            {slot.kind === 'txn' && (
              <div className="flex flex-col gap-1">
                <p className="text-xs font-medium">
                  {slot.arg.name} <span className="font-mono text-muted">{slot.txnType}</span>
                </p>
                {renderTxn(i, slot, input, scoped[''])}
              </div>
            )}
            {slot.arg.desc !== undefined && <p className="text-xs text-muted">{slot.arg.desc}</p>}
            {d?.error !== undefined && (
              <p className="text-xs text-warn">
                {L.defaultFailed} ({d.source}): {d.error}
              </p>
            )}
            {onUseDefault !== undefined &&
              slot.arg.defaultValue !== undefined &&
              !fromDefault &&
              d?.error === undefined && (
                <Button size="sm" variant="ghost" className="self-start" onClick={() => onUseDefault(i)}>
                  <RotateCcw className="size-3" aria-hidden />
                  {L.useDefault} ({slot.arg.defaultValue.source})
                </Button>
              )}
          </div>
        );
      })}
    </div>
  );
}
