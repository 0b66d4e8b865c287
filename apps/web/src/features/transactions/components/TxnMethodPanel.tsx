import type {
  CommittedAppCall,
  DecodedCallArg,
  DecodedMethodCall,
} from '@sextant/core/contracts/decodeMethodCall';
import { decodeMethodCall } from '@sextant/core/contracts/decodeMethodCall';
import { useMemo } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { Arc28EventList } from '../../applications/components/Arc28EventList';
import { type AttachedSpec, useAppSpec } from '../../applications/storage/useAppSpec';
import { EntityLink } from '../../explore/components/EntityLink';
import { TRANSACTION_LABELS as L } from '../transactionLabels';

const REFERENCE_LINKS = { account: 'account', application: 'application', asset: 'asset' } as const;

function ArgValue({ arg }: { arg: DecodedCallArg }) {
  if (arg.kind === 'txn') return <span className="text-muted">{L.method.txnArg}</span>;
  if (arg.kind === 'undecodable') return <span className="text-warn">{L.method.undecodable(arg.why)}</span>;
  if (arg.kind === 'reference') {
    const kind = REFERENCE_LINKS[arg.type as keyof typeof REFERENCE_LINKS];
    return <EntityLink kind={kind} value={arg.text} className="min-w-0" />;
  }
  return <span className="font-mono break-all">{arg.text}</span>;
}

/** An app call read as its ARC-4 method by its app's attached spec, or undefined (none, or no match). */
function useMethodCall(attached: AttachedSpec | null | undefined, call: CommittedAppCall) {
  const contract = attached?.contract;
  return useMemo(
    () => (contract === undefined ? undefined : decodeMethodCall(contract, call)),
    [contract, call],
  );
}

/** The method, each argument decoded by its type (references linked), and the value it returned. */
function MethodCallView({ read }: { read: DecodedMethodCall }) {
  const { returned } = read;
  return (
    <div className="flex flex-col gap-3 text-[13px]" data-testid="txn-method">
      <p className="font-mono break-all" data-testid="txn-method-signature">
        {read.method.signature}
      </p>
      <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
        {read.args.map((arg, i) => (
          <div key={i} className="contents" data-testid="txn-method-arg">
            <dt className="text-muted">
              {arg.name} <span className="font-mono text-xs">{arg.type}</span>
            </dt>
            <dd className="min-w-0">
              <ArgValue arg={arg} />
            </dd>
          </div>
        ))}
        {returned.kind !== 'void' && (
          <div className="contents" data-testid="txn-method-return">
            <dt className="text-muted">
              {L.method.returned} <span className="font-mono text-xs">{read.method.returns.type}</span>
            </dt>
            <dd className="min-w-0">
              {returned.kind === 'value' ? (
                <span className="font-mono break-all" data-testid="txn-method-return-value">
                  {read.returnText}
                </span>
              ) : (
                <span className="text-warn">
                  {returned.kind === 'missing' ? L.method.returnMissing : L.method.undecodable(returned.why)}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/**
 * An app call read as its ARC-4 method, when a spec is attached to the app on this network: the
 * method, each argument decoded by its type (references linked), and the value it returned.
 */
export function TxnMethodPanel({ network, call }: { network: string; call: CommittedAppCall }) {
  const { attached } = useAppSpec(network, call.appId);
  const read = useMethodCall(attached, call);
  if (read === undefined || !attached) return null;
  return (
    <Panel title={L.method.title(attached.spec.name)}>
      <MethodCallView read={read} />
    </Panel>
  );
}

/**
 * An inner app call read by its own app's attached spec, within its entry of the inner tree: the
 * method (as the page's panel reads the outer call) and the ARC-28 events in its logs.
 */
export function InnerSpecReading({ call, logs }: { call: CommittedAppCall; logs: readonly string[] }) {
  const { attached } = useAppSpec(useActiveNetwork().id, call.appId);
  const read = useMethodCall(attached, call);
  const events = attached?.decodeEvents(logs) ?? [];
  if (!attached || (read === undefined && events.length === 0)) return null;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-line p-3">
      {read !== undefined && (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
            {L.method.title(attached.spec.name)}
          </h4>
          <MethodCallView read={read} />
        </div>
      )}
      {events.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
            {L.events(attached.spec.name)}
          </h4>
          <Arc28EventList events={events} testId="inner-events" />
        </div>
      )}
    </div>
  );
}
