import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import { endpointBaseUrl } from '@sextant/core/network/endpointBaseUrl';
import { lazy, Suspense, type ReactNode } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { Stat } from '../../../ui/Stat';
import { StatusDot } from '../../../ui/StatusDot';
import type { ServiceStatus } from '../../network/describeNetworkStatus';
import { PROBE_LABELS } from '../../network/probeLabels';
import { useKmdProbe } from '../../network/useKmdProbe';
import { useNetworkProbe } from '../../network/useNetworkProbe';
import { ForkPanel } from '../components/ForkPanel';
import { LatestBlocks } from '../components/LatestBlocks';
import { LatestTransactions } from '../components/LatestTransactions';
import { LiveToggle } from '../components/LiveToggle';
import { useLatestLedger } from '../useLatestLedger';
import { useLiveUpdates } from '../useLiveUpdates';
import { HOME_LABELS as L } from '../homeLabels';
import { LocalTime } from '../../../ui/LocalTime';
import { useHydrating } from '../../../ui/hydration/useHydrating';

// Only the Browser network's home loads its panel (and the dialog library it uses).
const BrowserNetPanel = lazy(() =>
  import('../../browserNet/BrowserNetPanel').then((m) => ({ default: m.BrowserNetPanel })),
);

// Only the local networks' home loads the network control panel.
const NetworkControlPanel = lazy(() =>
  import('../../networkControl/NetworkControlPanel').then((m) => ({ default: m.NetworkControlPanel })),
);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-xs text-muted sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 font-mono text-[13px] break-all">{children}</dd>
    </>
  );
}

function StatusLine({ status }: { status: ServiceStatus }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2 font-medium">
        <StatusDot tone={status.tone} />
        {status.label}
      </div>
      {status.message !== undefined && <p className="text-[13px] text-muted">{status.message}</p>}
    </div>
  );
}

/** `/:net`: what this network is, whether it answers, and its latest blocks and transactions. */
export function NetworkHomePage() {
  const profile = useActiveNetwork();
  const { probe, status } = useNetworkProbe(profile);
  const kmd = useKmdProbe(profile);
  const [live, setLive] = useLiveUpdates();
  // The control panel is the browser's (its code loads on its own): over a page the server drew, it
  // comes once the page is hydrated. Drawn by the server, it was a boundary left to the client
  // (its code not loaded there), which React reports as a hydration error when it hydrates the page.
  const hydrating = useHydrating();
  // The tile and the lists read one answer (the indexer's tip); algod's round only without an indexer.
  const latest = useLatestLedger(profile, live);
  const algod = probe?.algod.state === 'ok' ? probe.algod.info : undefined;
  const indexer =
    probe !== undefined && (probe.indexer.state === 'ok' || probe.indexer.state === 'behind')
      ? probe.indexer
      : undefined;

  return (
    <div className="flex flex-col gap-4">
      <title>{`${profile.name} · Sextant`}</title>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-lg font-semibold">{profile.name}</h1>
        <span className="font-mono text-xs text-muted">/{profile.id}</span>
        {probe !== undefined && (
          <span className="ml-auto text-xs text-muted">
            {L.checked} <LocalTime at={probe.checkedAt} timeOnly />
          </span>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={L.lastRound} testId="home-last-round">
          {String(latest.round ?? algod?.lastRound ?? L.unknown)}
        </Stat>
        <Stat label={L.status} mono={false} testId="home-status">
          <span className="inline-flex items-center gap-2">
            <StatusDot tone={status.algod.tone} />
            {status.algod.label}
          </span>
        </Stat>
        <Stat label={L.genesisId}>{algod?.genesisId ?? L.unknown}</Stat>
        <Stat label={L.version}>{algod?.version ?? L.unknown}</Stat>
      </div>

      {profile.id === BROWSER_NETWORK_ID && (
        <Suspense>
          <BrowserNetPanel />
        </Suspense>
      )}

      {!hydrating && (profile.id === BROWSER_NETWORK_ID || profile.id === 'sandbox') && (
        <Suspense>
          <NetworkControlPanel profile={profile} />
        </Suspense>
      )}

      <div className="-mb-2 flex justify-end">
        <LiveToggle live={live} onChange={setLive} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <LatestBlocks query={latest.blocks} />
        <LatestTransactions query={latest.transactions} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={L.algod}>
          <div className="flex flex-col gap-3">
            <StatusLine status={status.algod} />
            <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
              <Row label={L.url}>{endpointBaseUrl(profile.algod)}</Row>
              {algod && <Row label={L.genesisHash}>{algod.genesisHash}</Row>}
            </dl>
          </div>
        </Panel>
        <Panel title={L.indexer}>
          <div className="flex flex-col gap-3">
            <StatusLine status={status.indexer} />
            {profile.indexer && (
              <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
                <Row label={L.url}>{endpointBaseUrl(profile.indexer)}</Row>
                {indexer && (
                  // The tip's read is the indexer's round, newer than the probe's: one number with the tile.
                  <Row label={L.indexerRound}>
                    <span data-testid="home-indexer-round">{String(latest.round ?? indexer.info.round)}</span>
                  </Row>
                )}
                {indexer && indexer.behind !== null && <Row label={L.lag}>{L.rounds(indexer.behind)}</Row>}
              </dl>
            )}
            {status.algodOnly && <p className="text-[13px] text-muted">{PROBE_LABELS.algodOnly}</p>}
          </div>
        </Panel>
        <Panel title={L.kmd} className="lg:col-span-2">
          {profile.kmd && kmd ? (
            <div className="flex flex-col gap-3" data-testid="home-kmd">
              <StatusLine status={kmd} />
              <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
                <Row label={L.url}>{endpointBaseUrl(profile.kmd)}</Row>
              </dl>
            </div>
          ) : (
            <p className="text-muted">{L.kmdAbsent}</p>
          )}
        </Panel>
      </div>

      <ForkPanel profile={profile} />
    </div>
  );
}
