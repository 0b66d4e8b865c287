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
import { downloadBytes } from '../../../ui/downloadBytes';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { TextAreaField } from '../../../ui/TextAreaField';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';
import { OutcomeNote, type Outcome } from './OutcomeNote';

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
  const [result, setResult] = useState<Outcome>();
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
    const name = (lsig.name.trim() || 'logicsig').replace(/[^\w.-]+/g, '-');
    downloadBytes(encodeLsigFile(lsig.programBytes, lsig.args, lsig.delegation), `${name}.lsig`);
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
          <TextAreaField
            label={L.exportBase64}
            value={exported}
            onChange={() => undefined}
            readOnly
            rows={2}
            data-testid="lsig-export-base64"
            inputClassName="text-[11px] break-all text-muted"
          />
        )}
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          <TextAreaField
            label={L.importLabel}
            value={paste}
            onChange={setPaste}
            rows={2}
            inputClassName="text-[11px] break-all"
          />
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
          <OutcomeNote outcome={result} />
        </div>
      </div>
    </Panel>
  );
}
