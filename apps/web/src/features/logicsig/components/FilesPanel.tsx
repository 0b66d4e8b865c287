import {
  decodeLsigFile,
  encodeLsigBase64,
  encodeLsigFile,
  type LsigFileContents,
} from '@sextant/core/lsig/lsigFile';
import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

/** Export as goal's `.lsig` (msgpack LogicSig) or base64; import either, from a file or pasted. */
export function FilesPanel({
  lsig,
  onImport,
}: {
  lsig: Pick<SavedLogicSig, 'name' | 'program' | 'args' | 'delegation'> & {
    programBytes: Uint8Array | undefined;
  };
  onImport: (c: LsigFileContents) => Promise<string>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [paste, setPaste] = useState('');
  const [delegator, setDelegator] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  let exported: string | undefined;
  let exportError: string | undefined;
  if (lsig.programBytes) {
    try {
      exported = encodeLsigBase64(lsig.programBytes, lsig.args, lsig.delegation);
    } catch (e) {
      exportError = e instanceof Error ? e.message : String(e);
    }
  }
  const download = () => {
    if (!lsig.programBytes) return;
    const bytes = encodeLsigFile(lsig.programBytes, lsig.args, lsig.delegation);
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${(lsig.name.trim() || 'logicsig').replace(/[^\w.-]+/g, '-')}.lsig`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const read = async (input: Uint8Array | string) => {
    try {
      const text = await onImport(decodeLsigFile(input, delegator));
      setResult({ ok: true, text });
      setPaste('');
    } catch (e) {
      setResult({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <Panel title={L.files}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={download} disabled={exported === undefined}>
            <Download className="size-3.5" /> {L.exportLsig}
          </Button>
          {exported !== undefined && <CopyButton value={exported} what="logic sig base64" />}
        </div>
        {exportError !== undefined && <p className="text-xs text-bad">{exportError}</p>}
        {exported !== undefined && (
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            {L.exportBase64}
            <textarea
              readOnly
              value={exported}
              rows={2}
              data-testid="lsig-export-base64"
              className="rounded-md border border-line bg-sunken p-2 font-mono text-[11px] break-all text-fg"
            />
          </label>
        )}
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            {L.importLabel}
            <textarea
              value={paste}
              onChange={(e) => setPaste(e.target.value)}
              rows={2}
              spellCheck={false}
              className="rounded-md border border-line-strong bg-surface p-2 font-mono text-[11px] text-fg"
            />
          </label>
          <Field label={L.importDelegator} value={delegator} onChange={(e) => setDelegator(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void read(paste)} disabled={paste.trim() === ''}>
              {L.importPaste}
            </Button>
            <Button onClick={() => fileInput.current?.click()}>
              <Upload className="size-3.5" /> {L.importFile}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".lsig,.b64,.txt,application/octet-stream"
              className="hidden"
              data-testid="lsig-import-file"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void f.arrayBuffer().then((b) => read(new Uint8Array(b)));
                e.target.value = '';
              }}
            />
          </div>
          {result && (
            <p
              role={result.ok ? 'status' : 'alert'}
              className={`text-sm ${result.ok ? 'text-ok' : 'text-bad'}`}
            >
              {result.text}
            </p>
          )}
        </div>
      </div>
    </Panel>
  );
}
