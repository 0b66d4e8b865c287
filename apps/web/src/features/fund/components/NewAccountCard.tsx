import { DISPENSER_WALLET } from '@sextant/core/fund/fundMessages';
import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { AlertTriangle, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { EntityLink } from '../../explore/components/EntityLink';
import { FUND_LABELS as L } from '../fundLabels';

export interface NewAccount {
  address: string;
  secretKey: Uint8Array;
  phrase: string;
}

/**
 * A new account once made: its address (linked), its recovery phrase shown once with a warning until
 * hidden, and importing its key into kmd's default wallet. Secrets live in this component's state only.
 */
export function NewAccountCard({
  account,
  kmd,
  onHide,
}: {
  account: NewAccount;
  kmd: KmdClient | undefined;
  onHide: () => void;
}) {
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState(false);
  const [error, setError] = useState<unknown>();
  const importKey = async () => {
    if (kmd === undefined) return;
    setImporting(true);
    setError(undefined);
    try {
      await kmd.withWallet(DISPENSER_WALLET, '', (s) => s.importKey(account.secretKey));
      setImported(true);
    } catch (e) {
      setError(e);
    } finally {
      setImporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-medium text-muted">{L.newAddress}</span>
        <span className="flex min-w-0 items-start gap-1 font-mono text-[13px] break-all">
          <span data-testid={L.ids.newAddress} className="min-w-0">
            <EntityLink kind="account" value={account.address} />
          </span>
          <CopyButton value={account.address} what={L.newAddress} />
        </span>
      </div>
      {account.phrase !== '' && (
        <div className="flex flex-col gap-2 rounded-md border border-warn/50 bg-warn-soft p-3">
          <p className="flex items-start gap-2 text-[13px] font-medium">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden />
            {L.phraseWarning}
          </p>
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-medium text-muted">{L.phrase}</span>
            <CopyButton value={account.phrase} what={L.phrase} />
          </div>
          <p
            data-testid={L.ids.phrase}
            className="rounded-md bg-surface p-2 font-mono text-[13px] break-words"
          >
            {account.phrase}
          </p>
          <div>
            <Button size="sm" onClick={onHide}>
              {L.hidePhrase}
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={kmd === undefined || importing || imported}
          onClick={() => void importKey()}
        >
          <Download className="size-3.5" aria-hidden />
          {importing ? L.importing : L.importKmd}
        </Button>
        {imported ? (
          <span role="status" data-testid={L.ids.imported} className="text-[13px] text-ok">
            {L.imported}
          </span>
        ) : (
          <span className="text-[13px] text-muted">{L.importHint}</span>
        )}
      </div>
      {error !== undefined && <ErrorAlert error={error} />}
    </div>
  );
}
