import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { Link } from 'react-router';
import { PROBE_LABELS } from '../../features/network/probeLabels';
import { useHeaderRound } from '../../features/network/useHeaderRound';
import { useNetworkProbe } from '../../features/network/useNetworkProbe';
import { StatusDot } from '../../ui/StatusDot';
import { SHELL_LABELS } from './shellLabels';

/**
 * The header's answer to "does this network work?": a dot, a word, the last round (the home
 * screen's own while it is open: `useHeaderRound`). It links to the network's home, which explains
 * both services in full.
 */
export function NetworkStatusBadge({ profile }: { profile: NetworkProfile }) {
  const { status } = useNetworkProbe(profile);
  const round = useHeaderRound(profile, status.lastRound);
  const detail = [status.algod.message, status.indexer.message].filter(Boolean).join('\n');
  return (
    <Link
      to={`/${profile.id}`}
      data-testid="network-status"
      data-tone={status.tone}
      aria-label={`${SHELL_LABELS.status}: ${status.algod.label}`}
      title={detail === '' ? undefined : detail}
      className="inline-flex h-8 min-w-0 items-center gap-2 rounded-md px-2 text-xs hover:bg-sunken"
    >
      <StatusDot tone={status.tone} />
      <span className="truncate font-medium max-[400px]:sr-only" data-testid="network-status-label">
        {status.algod.label}
      </span>
      {round !== undefined && (
        <span
          className="hidden font-mono text-muted tabular-nums sm:inline"
          data-testid="network-status-round"
        >
          {PROBE_LABELS.round(round)}
        </span>
      )}
    </Link>
  );
}
