import { decodeNote } from '@sextant/core/format/decodeNote';
import { useMemo, useState } from 'react';
import { CopyButton } from '../../../ui/CopyButton';
import { Panel } from '../../../ui/Panel';
import { TRANSACTION_LABELS as L } from '../transactionLabels';

type Form = keyof typeof L.noteForms;

/** The note in each form it decodes to (text, JSON, msgpack) plus base64 and hex; always rendered as text. */
export function NotePanel({ note }: { note: string }) {
  const decoded = useMemo(() => decodeNote(note), [note]);
  const forms = (['json', 'msgpack', 'text', 'base64', 'hex'] as const).filter(
    (f) => decoded[f] !== undefined,
  );
  const [form, setForm] = useState<Form>(forms[0] ?? 'base64');
  const shown = decoded[form] ?? decoded.base64;
  return (
    <Panel
      title={`${L.note} · ${L.noteBytes(decoded.byteLength)}`}
      actions={<CopyButton value={shown} what={L.note} />}
    >
      <div className="flex flex-col gap-2">
        <div role="group" aria-label={L.note} className="flex flex-wrap gap-1">
          {forms.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={f === form}
              onClick={() => setForm(f)}
              className="h-6 rounded border border-line-strong px-2 text-xs aria-pressed:bg-accent aria-pressed:text-accent-fg"
            >
              {L.noteForms[f]}
            </button>
          ))}
        </div>
        <pre
          data-testid="note-value"
          className="max-h-80 overflow-auto rounded bg-sunken p-2 font-mono text-[13px] break-all whitespace-pre-wrap"
        >
          {shown}
        </pre>
      </div>
    </Panel>
  );
}
