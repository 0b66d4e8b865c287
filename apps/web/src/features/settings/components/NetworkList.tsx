import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import { endpointBaseUrl } from '@sextant/core/network/endpointBaseUrl';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { SETTINGS_LABELS as L } from '../settingsLabels';
import { NetworkProbeStatus } from './NetworkProbeStatus';

function Endpoint({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-2 text-xs">
      <span className="w-14 shrink-0 text-muted">{label}</span>
      <span className="min-w-0 font-mono break-all">{value}</span>
    </div>
  );
}

/**
 * Each network with its endpoints; custom ones show their probe (asked once saved) and can be edited
 * or deleted (delete asks twice).
 */
export function NetworkList({
  networks,
  onEdit,
  onDelete,
}: {
  networks: readonly NetworkProfile[];
  onEdit(profile: NetworkProfile): void;
  onDelete(profile: NetworkProfile): void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-line">
      {networks.map((n) => (
        <li key={n.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/${n.id}`} className="font-medium hover:underline">
                {n.name}
              </Link>
              <span className="font-mono text-[11px] text-muted">/{n.id}</span>
              {n.builtIn && (
                <span className="rounded bg-sunken px-1.5 py-0.5 text-[11px] text-muted">{L.builtIn}</span>
              )}
            </div>
            <Endpoint label="algod" value={endpointBaseUrl(n.algod)} />
            <Endpoint label="indexer" value={n.indexer ? endpointBaseUrl(n.indexer) : L.none} />
            <Endpoint label="kmd" value={n.kmd ? endpointBaseUrl(n.kmd) : L.none} />
            {n.id === BROWSER_NETWORK_ID && (
              <p className="text-xs text-muted">
                {L.browserNet}{' '}
                <Link to={`/${n.id}`} className="text-accent underline underline-offset-2">
                  {L.browserNetActions}
                </Link>
              </p>
            )}
            {!n.builtIn && <NetworkProbeStatus profile={n} />}
          </div>
          {!n.builtIn && (
            <div className="flex shrink-0 gap-2">
              <Button size="sm" onClick={() => onEdit(n)} aria-label={L.editNetwork(n.name)}>
                <Pencil className="size-3.5" aria-hidden />
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={confirming === n.id ? L.confirmDelete : L.deleteNetwork(n.name)}
                onClick={() => {
                  if (confirming === n.id) {
                    setConfirming(null);
                    onDelete(n);
                  } else {
                    setConfirming(n.id);
                  }
                }}
                onBlur={() => setConfirming(null)}
              >
                <Trash2 className="size-3.5" aria-hidden />
                {confirming === n.id ? L.confirmDelete : 'Delete'}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
