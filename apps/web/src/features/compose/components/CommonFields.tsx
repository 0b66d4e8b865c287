import type { NoteEncoding, TxnDraft } from '@sextant/core/txn/TxnDraft';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { algoAmountHint } from './AmountHint';
import { FieldGrid, SelectDraftField, TextField, TextFields, type FieldBinding } from './formKit';
import { TextAreaField } from '../../../ui/TextAreaField';

const F = L.fields;
const ADVANCED = ['note', 'lease', 'firstValid', 'lastValid', 'flatFee', 'rekeyTo'] as const;

/** Note, lease, rounds, fee and rekey: folded away unless one is set or wrong. */
export function CommonFields({ b, d }: { b: FieldBinding; d: TxnDraft }) {
  const used = ADVANCED.some((k) => d[k].trim() !== '' || b.errorFor(k, d[k]) !== undefined);
  const [open, setOpen] = useState(used || d.feeMode === 'flat');
  const shown = open || used;
  return (
    <div className="rounded-md border border-line">
      <button
        type="button"
        aria-expanded={shown}
        onClick={() => setOpen(!shown)}
        className="flex w-full items-center gap-1.5 px-3 py-2 text-left text-xs font-medium text-muted hover:text-fg"
      >
        <ChevronRight className={`size-3.5 transition-transform ${shown ? 'rotate-90' : ''}`} aria-hidden />
        {L.advanced}
      </button>
      {shown && (
        <div className="flex flex-col gap-3 border-t border-line p-3">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_9rem]">
            <TextAreaField
              name="note"
              label={F.note}
              value={d.note}
              rows={2}
              onChange={(note) => b.onChange({ ...d, note })}
              error={b.errorFor('note', d.note)}
            />
            <SelectDraftField<NoteEncoding> b={b} name="noteEncoding" options={L.noteEncodings} />
          </div>
          <FieldGrid>
            <SelectDraftField<'suggested' | 'flat'>
              b={b}
              name="feeMode"
              label={F.fee}
              options={{ suggested: F.feeSuggested, flat: F.feeFlat }}
            />
            {d.feeMode === 'flat' && (
              <TextField
                b={b}
                name="flatFee"
                label={F.flatFee}
                hint={algoAmountHint(d.flatFee)}
                placeholder="0.001"
              />
            )}
            <TextFields b={b} names={['firstValid', 'lastValid', 'lease']} />
            <TextField
              b={b}
              name="rekeyTo"
              label={F.rekeyTo}
              address
              hint={d.rekeyTo.trim() === '' ? undefined : L.rekeyWarning}
            />
          </FieldGrid>
        </div>
      )}
    </div>
  );
}
