import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { type SandboxCall, SandboxControlClient } from '@sextant/core/sandbox/SandboxControlClient';
import { useMemo, useState } from 'react';
import { queryKeys } from '../../app/queries/queryKeys';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Panel } from '../../ui/Panel';
import { AdminCallLine } from './AdminCallLine';
import { ClockSection } from './ClockSection';
import type { ControlSectionProps } from './ControlState';
import { ImpersonatedSection } from './ImpersonatedSection';
import { NETWORK_CONTROL_LABELS as L } from './networkControlLabels';
import { SnapshotsSection } from './SnapshotsSection';

/**
 * On the Sandbox and Browser networks' home: the admin API as buttons. Every change refreshes every
 * cached answer of the network (the explorer then shows the chain as it now is), and the panel
 * shows the admin call it made.
 */
export function NetworkControlPanel({ profile }: { profile: NetworkProfile }) {
  const queryClient = useQueryClient();
  const [lastCall, setLastCall] = useState<SandboxCall | null>(null);
  const client = useMemo(() => {
    const c = new SandboxControlClient(profile.algod);
    // The changes it made (its reads refresh the panel).
    c.onCall = (call) => call.method !== 'GET' && setLastCall(call);
    return c;
  }, [profile.algod]);
  const state = useQuery({
    // The one key scheme: under the network's algod, so dropping the network's cache drops it.
    queryKey: queryKeys.algod.other(profile.id, 'sandbox-control'),
    queryFn: async () => {
      const [snapshots, time, unlocked] = await Promise.all([
        client.snapshots(),
        client.time(),
        client.unlocked(),
      ]);
      return { snapshots, time, unlocked };
    },
  });
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async (action: () => Promise<unknown>) => {
    setWorking(true);
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries();
    } catch (err) {
      setError(err);
    } finally {
      setWorking(false);
    }
  };
  const sectionProps: ControlSectionProps = { client, data: state.data, working, run };

  return (
    <Panel title={L.title}>
      <div className="flex flex-col gap-4" data-testid="network-control-panel">
        <p className="text-[13px] text-muted">{L.about}</p>
        {state.error !== null && <ErrorAlert error={state.error} />}
        <div className="grid gap-5 lg:grid-cols-3">
          <SnapshotsSection {...sectionProps} />
          <ClockSection {...sectionProps} />
          <ImpersonatedSection profile={profile} {...sectionProps} />
        </div>
        {error !== null && <ErrorAlert error={error} testId="network-control-error" />}
        {lastCall !== null && <AdminCallLine call={lastCall} testId="network-control-last-call" />}
      </div>
    </Panel>
  );
}
