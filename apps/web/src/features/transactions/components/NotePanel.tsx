import { decodeNote, type MsgpackDecode } from '@sextant/core/format/decodeNote';
import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '../../../ui/CopyButton';
import { Panel } from '../../../ui/Panel';
import { Segmented } from '../../../ui/Segmented';
import { TRANSACTION_LABELS as L } from '../transactionLabels';

type Form = keyof typeof L.noteForms;

/** The note in each form it decodes to (text, JSON, msgpack) plus base64 and hex; always rendered as text. */
export function NotePanel({ note }: { note: string }) {
  const [msgpack, setMsgpack] = useState<{ decode: MsgpackDecode } | undefined>(undefined);
  const decoded = useMemo(() => decodeNote(note, msgpack?.decode), [note, msgpack]);
  // The SDK's msgpack decoder is large: fetched only for a note that may be msgpack.
  useEffect(() => {
    if (!decoded.msgpackCandidate || msgpack !== undefined) return;
    let live = true;
    void import('algosdk').then((sdk) => {
      if (live) setMsgpack({ decode: (bytes) => sdk.msgpackRawDecode(bytes) });
    });
    return () => {
      live = false;
    };
  }, [decoded.msgpackCandidate, msgpack]);
  const forms = (['json', 'msgpack', 'text', 'hex', 'base64'] as const).filter(
    (f) => decoded[f] !== undefined,
  );
  const [chosen, setForm] = useState<Form | undefined>(undefined);
  const form = chosen !== undefined && decoded[chosen] !== undefined ? chosen : (forms[0] ?? 'base64');
  const shown = decoded[form] ?? decoded.base64;
  return (
    <Panel
      title={`${L.note} · ${L.noteBytes(decoded.byteLength)}`}
      actions={<CopyButton value={shown} what={L.note} />}
    >
      <div className="flex flex-col gap-2">
        <Segmented
          options={forms}
          value={form}
          onChange={setForm}
          labelOf={(f) => L.noteForms[f]}
          label={L.note}
        />
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
