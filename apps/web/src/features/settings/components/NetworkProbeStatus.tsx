import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { StatusDot } from '../../../ui/StatusDot';
import { useNetworkProbe } from '../../network/useNetworkProbe';
import { SETTINGS_LABELS as L } from '../settingsLabels';

/**
 * A custom network's algod and indexer as the probe finds them, asked as soon as the network is
 * saved (and again after each edit, since the probe's key is the profile), with the full sentence
 * on hover when something is wrong.
 */
export function NetworkProbeStatus({ profile }: { profile: NetworkProfile }) {
  const { status } = useNetworkProbe(profile);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="network-probe" aria-live="polite">
      {(['algod', 'indexer'] as const).map((service) => (
        <span
          key={service}
          className="inline-flex items-center gap-1.5"
          title={status[service].message}
          data-testid={`network-probe-${service}`}
        >
          <StatusDot tone={status[service].tone} />
          <span className="text-muted">{L.probeOf(service)}</span>
          {status[service].label}
        </span>
      ))}
    </div>
  );
}
