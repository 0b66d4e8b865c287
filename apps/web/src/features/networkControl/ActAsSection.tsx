import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import algosdk from 'algosdk';
import { ExternalLink as LinkIcon, VenetianMask } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../../app/queries/queryKeys';
import { Button } from '../../ui/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/Field';
import { useActingAs } from './actingAsStore';
import { startActingAs, stopActingAs } from './actAs';
import { ACT_AS_LABELS as L } from './actAsLabels';
import { unlockedQuery } from './unlockedQuery';

/**
 * The wallet menu's "Act as…" on a sandbox network: paste any address or pick one the sandbox has
 * unlocked; it becomes the active account, signed for by impersonation (marked as such), until
 * "Stop acting as" locks it again.
 */
export function ActAsSection({ network, onNavigate }: { network: NetworkProfile; onNavigate(): void }) {
  const queryClient = useQueryClient();
  const acting = useActingAs(network.id);
  const unlocked = useQuery(unlockedQuery(network));
  const [typed, setTyped] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const address = typed.trim();
  const invalid = address !== '' && !algosdk.isValidAddress(address);

  const run = async (action: () => Promise<void>) => {
    setWorking(true);
    setError(null);
    try {
      await action();
      setTyped('');
    } catch (caught) {
      setError(caught);
    } finally {
      setWorking(false);
      // the unlocked list, the network panel's and every screen's signer offers
      await queryClient.invalidateQueries({ queryKey: queryKeys.algod.all(network.id) });
    }
  };
  const picks = (unlocked.data ?? []).filter((a) => a !== acting?.address);

  return (
    <section aria-label={L.heading} className="flex flex-col gap-3" data-testid={L.ids.section}>
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        <VenetianMask className="size-3.5" aria-hidden />
        {L.heading}
      </h3>
      {acting !== null && (
        <div
          className="flex flex-col gap-1.5 rounded-md border border-warn bg-warn-soft px-3 py-2"
          data-testid={L.ids.acting}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-medium">{L.actingHeading}</span>
            <span className="rounded bg-warn px-1.5 py-0.5 text-[11px] font-semibold text-canvas uppercase">
              {L.impersonated}
            </span>
          </div>
          <span className="font-mono text-xs break-all">{acting.address}</span>
          <p className="text-xs text-muted">{L.actingAbout}</p>
          <div className="flex flex-wrap items-center justify-end gap-1">
            <Link
              to={`/${network.id}/account/${acting.address}`}
              onClick={onNavigate}
              className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs text-accent hover:bg-sunken"
            >
              <LinkIcon className="size-3" aria-hidden />
              {L.openAccount}
            </Link>
            <Button size="sm" disabled={working} onClick={() => void run(() => stopActingAs(network))}>
              {L.stop}
            </Button>
          </div>
        </div>
      )}
      <p className="text-xs text-muted">{L.about}</p>
      <form
        className="flex items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (address !== '' && !invalid) void run(() => startActingAs(network, address));
        }}
      >
        <Field
          label={L.address}
          hint={L.addressHint}
          value={typed}
          error={invalid ? L.notAddress : undefined}
          onChange={(e) => setTyped(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="mt-5" disabled={working || address === '' || invalid}>
          {working ? L.working : L.actAs}
        </Button>
      </form>
      {picks.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-xs text-muted">{L.unlockedHeading}</h4>
          <ul className="flex flex-col gap-1" data-testid={L.ids.unlocked}>
            {picks.map((a) => (
              <li key={a} className="flex items-center gap-2 rounded-md border border-line px-2 py-1">
                <span className="min-w-0 flex-1 truncate font-mono text-xs" title={a}>
                  {a}
                </span>
                <Button
                  size="sm"
                  disabled={working}
                  onClick={() => void run(() => startActingAs(network, a))}
                >
                  {L.actAs}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error !== null && <ErrorAlert error={error} />}
    </section>
  );
}
