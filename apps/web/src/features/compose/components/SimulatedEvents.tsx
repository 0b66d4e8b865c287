import { Arc28EventList } from '../../applications/components/Arc28EventList';
import { useAppSpec } from '../../applications/storage/useAppSpec';

/** A simulated app call's ARC-28 events, when a spec is attached to the called app on this network. */
export function SimulatedEvents({
  network,
  appId,
  logs,
}: {
  network: string;
  appId: bigint;
  logs: string[];
}) {
  const { attached } = useAppSpec(network, appId);
  const events = attached?.decodeEvents(logs) ?? [];
  if (events.length === 0) return null;
  return (
    <div className="w-full pt-1 text-fg">
      <Arc28EventList events={events} testId="compose-simulated-events" />
    </div>
  );
}
