import { createPQKey } from '@sextant/core/pq/createPQKey';
import { readPQKeyFile } from '@sextant/core/pq/pqKeyFile';
import { Loader2, ShieldPlus, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageIntro } from '../../../ui/PageIntro';
import { Panel } from '../../../ui/Panel';
import { useDispenser } from '../../fund/useDispenser';
import { PQAccountCard } from '../components/PQAccountCard';
import { PQ_LABELS as L } from '../pqLabels';
import { addPQKey, forgetPQKey, usePQKeys } from '../usePQKeys';

/**
 * `/:net/pq`: make or import Falcon-1024 accounts, see each address with its salt, fund it, export
 * its key. Falcon's code loads on the first create or import (`core/pq/createPQKey`), never before.
 * The studio, the lab and the logic-sig screen then offer each key as a signer.
 */
export function PQAccountsPage() {
  const profile = useActiveNetwork();
  const clients = useNetworkClients();
  const dispenser = useDispenser(clients);
  const keys = usePQKeys(profile.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const fileInput = useRef<HTMLInputElement>(null);
  const canSign = profile.id !== 'mainnet';

  const run = async (make: () => Promise<Parameters<typeof addPQKey>[1]>) => {
    setBusy(true);
    setError(undefined);
    try {
      addPQKey(profile.id, await make());
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const create = () => run(() => createPQKey());
  const importFile = (bytes: Uint8Array) => run(() => readPQKeyFile(bytes));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · ${profile.name} · Sextant`} />
      {!canSign && <p className="text-[13px] text-muted">{L.mainnetNote}</p>}
      <Panel
        title={L.held}
        actions={
          <div className="flex flex-wrap justify-end gap-2">
            <Button size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>
              <Upload className="size-3.5" aria-hidden />
              {L.import}
            </Button>
            <Button size="sm" variant="primary" onClick={() => void create()} disabled={busy}>
              {busy ? (
                <Loader2 className="size-3.5 animate-spin" aria-hidden />
              ) : (
                <ShieldPlus className="size-3.5" aria-hidden />
              )}
              {L.create}
            </Button>
          </div>
        }
      >
        <div className="flex flex-col gap-3">
          <input
            ref={fileInput}
            type="file"
            accept=".pq,application/octet-stream"
            className="hidden"
            data-testid="pq-import-file"
            aria-label={L.import}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void f.arrayBuffer().then((b) => importFile(new Uint8Array(b)));
              e.target.value = '';
            }}
          />
          {busy && (
            <p role="status" className="text-[13px] text-muted">
              {L.creating}
            </p>
          )}
          {error !== undefined && <ErrorAlert error={error} testId={L.ids.error} />}
          {keys.length === 0 ? (
            <p className="text-[13px] text-muted">{L.none}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {keys.map((k) => (
                <PQAccountCard
                  key={k.address}
                  pqKey={k}
                  clients={clients}
                  dispenser={dispenser.data}
                  onForget={() => forgetPQKey(profile.id, k.address)}
                />
              ))}
            </ul>
          )}
          <p className="text-[12px] text-muted">{L.importHint}</p>
        </div>
      </Panel>
    </div>
  );
}
