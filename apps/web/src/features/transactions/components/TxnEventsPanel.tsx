import { Panel } from '../../../ui/Panel';
import { Arc28EventList } from '../../applications/components/Arc28EventList';
import { useAppSpec } from '../../applications/storage/useAppSpec';
import { TRANSACTION_LABELS as L } from '../transactionLabels';

/** The ARC-28 events in an app call's logs, when a spec is attached to the app on this network. */
export function TxnEventsPanel({ network, appId, logs }: { network: string; appId: bigint; logs: string[] }) {
  const { attached } = useAppSpec(network, appId);
  const events = attached?.decodeEvents(logs) ?? [];
  if (events.length === 0) return null;
  return (
    <Panel title={L.events(attached?.spec.name ?? '')}>
      <Arc28EventList events={events} testId="txn-events" />
    </Panel>
  );
}
