import type { ComposeSession } from '@sextant/core/compose/ComposeSession';
import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { builtTransactions } from '@sextant/core/compose/buildGroup';
import { signaturesFromFile } from '@sextant/core/compose/signaturesFromFile';
import { exportUnsigned } from '@sextant/core/offline/exportUnsigned';
import { bytesToBase64, decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Panel } from '../../../ui/Panel';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { TextAreaField } from '../../../ui/TextAreaField';

/**
 * Offline signing: the built group as the file `goal clerk send -o` writes (and as base64), and the
 * way back for what `goal clerk sign` (or anything else) signed.
 */
export function OfflinePanel({ session, group }: { session: ComposeSession; group: GroupDraft }) {
  const [pasted, setPasted] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  if (group.built === undefined) return null;
  const built = group.built;
  const unsigned = exportUnsigned(builtTransactions(built));
  const canImport = group.status === 'built' || group.status === 'signed';

  const importBytes = (bytes: Uint8Array) => {
    const result = signaturesFromFile(built, bytes);
    result.actions.forEach(session.dispatch);
    const refusal = session.group.refusal;
    setMessage(
      refusal
        ? { ok: false, text: refusal.message }
        : { ok: result.actions.length > 0, text: L.imported(result.actions.length, result.ignored) },
    );
  };

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([new Uint8Array(unsigned)], { type: 'application/octet-stream' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = `group-${built.txids[0]?.slice(0, 8) ?? 'txn'}.txn`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Panel title={L.offline}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={download}>
            <Download className="size-4" aria-hidden />
            {L.exportFile}
          </Button>
          <Button disabled={!canImport} onClick={() => fileRef.current?.click()}>
            <Upload className="size-4" aria-hidden />
            {L.importFile}
          </Button>
          <input
            ref={fileRef}
            type="file"
            aria-label={L.importFile}
            className="hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void file.arrayBuffer().then((b) => importBytes(new Uint8Array(b)));
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-center justify-between text-xs font-medium text-muted">
            {L.exportBase64}
            <CopyButton value={bytesToBase64(unsigned)} what={L.exportBase64} />
          </div>
          <output
            data-testid="compose-unsigned-base64"
            className="max-h-20 overflow-y-auto rounded-md bg-sunken p-2 font-mono text-[11px] break-all"
          >
            {bytesToBase64(unsigned)}
          </output>
        </div>
        <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_auto]">
          <TextAreaField
            label={L.importBase64}
            value={pasted}
            onChange={setPasted}
            rows={2}
            name="signedBase64"
          />
          <Button
            disabled={!canImport || pasted.trim() === ''}
            onClick={() => {
              const bytes = decodeBase64(pasted.trim());
              if (bytes === undefined) setMessage({ ok: false, text: L.importBad });
              else importBytes(bytes);
            }}
          >
            {L.importBase64Button}
          </Button>
        </div>
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={message.ok ? 'text-[13px] text-ok' : 'text-[13px] text-bad'}
          >
            {message.text}
          </p>
        )}
      </div>
    </Panel>
  );
}
