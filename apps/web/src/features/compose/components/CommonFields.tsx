import type { NoteEncoding, TxnDraft } from '@sextant/core/txn/TxnDraft';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { algoAmountHint } from './AmountHint';
import { FieldGrid, TextField, type FieldBinding } from './formKit';
import { SelectField } from '../../../ui/SelectField';
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
            <SelectField<NoteEncoding>
              label={F.noteEncoding}
              value={d.noteEncoding}
              options={L.noteEncodings}
              onChange={(noteEncoding) => b.onChange({ ...d, noteEncoding })}
            />
          </div>
          <FieldGrid>
            <SelectField<'suggested' | 'flat'>
              label={F.fee}
              value={d.feeMode}
              options={{ suggested: F.feeSuggested, flat: F.feeFlat }}
              onChange={(feeMode) => b.onChange({ ...d, feeMode })}
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
            <TextField b={b} name="firstValid" label={F.firstValid} />
            <TextField b={b} name="lastValid" label={F.lastValid} />
            <TextField b={b} name="lease" label={F.lease} />
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
