import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { Hammer, Loader2, Pencil } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { COMPOSE_LABELS as L } from '../composeLabels';
import type { SimulationState } from '@sextant/core/compose/simulateBuilt';
import { SimulationView } from './SimulationView';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import algosdk from 'algosdk';
import type { ReactNode } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { DebugLink } from '../../debug/DebugLink';
import { DEBUG_LABELS } from '../../debug/debugLabels';

/** Build (fixes the bytes and the group id) or go back to editing; the simulation of what was built. */
export function BuildPanel({
  group,
  building,
  simulation,
  onBuild,
  onUnbuild,
  children,
}: {
  group: GroupDraft;
  building: boolean;
  simulation: SimulationState | undefined;
  onBuild: () => void;
  onUnbuild: () => void;
  /** What Build does to app calls, or what it added (between the buttons and the simulation). */
  children?: ReactNode;
}) {
  const { built, status } = group;
  const networkId = useActiveNetwork().id;
  // The debugger gets each transaction signed where it is, unsigned where not yet.
  const debugGroup = built?.unsigned.map(
    (u, i) => decodeBase64(group.signatures[i] ?? u) ?? new Uint8Array(),
  );
  const simulationFailed = simulation?.kind === 'done' && !simulation.report.ok;
  return (
    <Panel title={built ? L.built(built.txids.length) : L.build}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {status === 'building' ? (
            <Button variant="primary" onClick={onBuild} disabled={building || group.entries.length === 0}>
              {building ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <Hammer className="size-4" aria-hidden />
              )}
              {L.build}
            </Button>
          ) : (
            <Button onClick={onUnbuild} disabled={status === 'submitted'}>
              <Pencil className="size-4" aria-hidden />
              {L.rebuild}
            </Button>
          )}
          {debugGroup !== undefined && (
            <DebugLink
              networkId={networkId}
              group={debugGroup}
              run={simulationFailed}
              label={simulationFailed ? DEBUG_LABELS.debugFailure : DEBUG_LABELS.debug}
              title={simulationFailed ? DEBUG_LABELS.debugFailureTitle : DEBUG_LABELS.debugTitle}
              testId="compose-debug"
            />
          )}
          {built?.groupId !== undefined && (
            <span className="min-w-0 text-[12px] text-muted">
              {L.groupId}{' '}
              <code data-testid="compose-group-id" className="font-mono break-all text-fg">
                {built.groupId}
              </code>
            </span>
          )}
        </div>
        {children}
        {simulation !== undefined && (
          <div className="border-t border-line pt-3">
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{L.simulation}</h3>
            <SimulationView
              state={simulation}
              network={group.network}
              appIdAt={(position) => {
                const d = group.entries[position - 1]?.draft;
                return d?.type === 'appl' && /^\d+$/.test(d.appId.trim()) && d.appId.trim() !== '0'
                  ? BigInt(d.appId.trim())
                  : undefined;
              }}
              appArgsAt={(position) => {
                const u = built?.unsigned[position - 1];
                const bytes = u === undefined ? undefined : decodeBase64(u);
                if (bytes === undefined) return [];
                return algosdk.decodeUnsignedTransaction(bytes).applicationCall?.appArgs ?? [];
              }}
              abiCallAt={(position) => {
                const d = group.entries[position - 1]?.draft;
                return d?.type === 'appl' ? d.abi : undefined;
              }}
            />
          </div>
        )}
      </div>
    </Panel>
  );
}
