import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Download, RotateCcw, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { exportBrowserNet, importBrowserNet, resetBrowserNet } from '../../app/browserNet/browserNetAdmin';
import type { BrowserNetReplacement } from '../../app/browserNet/browserNetWorker';
import { dropBrowserNetState } from '../../app/browserNet/dropBrowserNetState';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/DialogFrame';
import { downloadBytes } from '../../ui/downloadBytes';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { Panel } from '../../ui/Panel';
import { BROWSER_NET_LABELS as L } from './browserNetLabels';

type Confirming = { kind: 'reset' } | { kind: 'import'; fileName: string; bytes: Uint8Array };

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * On the Browser network's home: what this network is, and its own actions. Export downloads the
 * whole network as a file; import and reset replace it, each after a confirmation, then every cached
 * answer of this network is dropped so the screens ask the new one, and a kmd session bound to it is
 * disconnected (`dropBrowserNetState`; the worker tells the other tabs).
 */
export function BrowserNetPanel() {
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (action: () => Promise<string>, replaces?: BrowserNetReplacement) => {
    setWorking(true);
    setOutcome(null);
    try {
      const message = await action();
      if (replaces !== undefined) await dropBrowserNetState(queryClient, { action: replaces, where: 'here' });
      setOutcome({ ok: true, message });
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setWorking(false);
      setConfirming(null);
    }
  };

  const exportNetwork = () =>
    run(async () => {
      const { bytes, fileName } = await exportBrowserNet();
      downloadBytes(bytes, fileName);
      return L.exported(fileName, size(bytes.length));
    });

  const confirm = () => {
    if (confirming?.kind === 'reset') void run(() => resetBrowserNet().then(() => L.resetDone), 'reset');
    else if (confirming?.kind === 'import') {
      const { bytes, fileName } = confirming;
      void run(() => importBrowserNet(bytes).then(() => L.imported(fileName)), 'import');
    }
  };

  return (
    <Panel title={L.title}>
      <div className="flex flex-col gap-3" data-testid="browser-net-panel">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <p className="max-w-3xl flex-1 text-[13px] text-muted">{L.about}</p>
          <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
            <Button onClick={() => void exportNetwork()} disabled={working} title={L.exportHint}>
              <Download className="size-4" aria-hidden />
              {L.export}
            </Button>
            <Button onClick={() => fileRef.current?.click()} disabled={working}>
              <Upload className="size-4" aria-hidden />
              {L.import}
            </Button>
            <input
              ref={fileRef}
              type="file"
              aria-label={L.importFileLabel}
              className="hidden"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file)
                  void file
                    .arrayBuffer()
                    .then((b) =>
                      setConfirming({ kind: 'import', fileName: file.name, bytes: new Uint8Array(b) }),
                    );
              }}
            />
            <Button variant="danger" onClick={() => setConfirming({ kind: 'reset' })} disabled={working}>
              <RotateCcw className="size-4" aria-hidden />
              {L.reset}
            </Button>
          </div>
        </div>
        <ActionOutcome outcome={outcome} errorTestId="browser-net-error" />
      </div>
      <Dialog.Root
        open={confirming !== null}
        onOpenChange={(open) => !open && !working && setConfirming(null)}
      >
        <DialogFrame
          title={confirming?.kind === 'import' ? L.importTitle : L.resetTitle}
          description={
            confirming?.kind === 'import' ? L.importDescription(confirming.fileName) : L.resetDescription
          }
          closeLabel={L.cancel}
          width="md"
        >
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button disabled={working}>{L.cancel}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={confirm} disabled={working}>
              {working ? L.working : confirming?.kind === 'import' ? L.importConfirm : L.resetConfirm}
            </Button>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </Panel>
  );
}
