import type { MyContract } from '@sextant/core/contracts/myContractsList';
import type { MyContractStatus } from '@sextant/core/contracts/myContractStatus';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Panel } from '../../../ui/Panel';
import { StatusDot } from '../../../ui/StatusDot';
import { EntityLink } from '../../explore/components/EntityLink';
import { CONTRACTS_LABELS as L } from '../contractsLabels';

const TONE = { live: 'ok', gone: 'bad', replaced: 'warn' } as const;

/**
 * "My contracts": the apps this browser deployed or attached a spec to on this network, each
 * reopened with its attached spec and the arguments last typed for it. An app the network no
 * longer has (or that another creator's app replaced) is marked and cannot be opened.
 */
export function MyContractsPane({
  list,
  status,
  current,
  onOpen,
  onRemove,
  onClear,
}: {
  list: readonly MyContract[];
  status: ReadonlyMap<string, MyContractStatus | undefined>;
  /** The app the lab has open, if any. */
  current: string | undefined;
  /** Opens an app: resolves to a problem to show, or undefined when it opened. */
  onOpen: (entry: MyContract) => Promise<string | undefined>;
  onRemove: (appId: string) => void;
  onClear: () => void;
}) {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  return (
    <Panel
      title={L.myContracts}
      actions={
        list.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              if (window.confirm(L.myContractsClearConfirm(list.length))) onClear();
            }}
          >
            {L.myContractsClear}
          </Button>
        )
      }
    >
      {list.length === 0 ? (
        <p className="text-[13px] text-muted">{L.myContractsEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-1.5" aria-label={L.myContracts} data-testid="lab-my-contracts">
          {list.map((e) => {
            const s = status.get(e.appId);
            const openable = s === undefined || s === 'live';
            return (
              <li
                key={e.appId}
                data-app={e.appId}
                data-status={s ?? 'unknown'}
                aria-current={current === e.appId || undefined}
                className={clsx(
                  'flex flex-col gap-1 rounded-md border px-2.5 py-1.5',
                  current === e.appId ? 'border-accent bg-accent-soft' : 'border-line',
                )}
              >
                <div className="flex items-center gap-2">
                  <StatusDot tone={s === undefined ? 'pending' : TONE[s]} />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-[13px] font-medium" title={e.name}>
                      {e.name}
                    </span>
                    <span className="flex flex-wrap items-center gap-x-1.5 text-[12px] text-muted">
                      <EntityLink kind="application" value={e.appId} />
                      <span>· {L.myContractHow[e.how]}</span>
                    </span>
                  </div>
                  <Button
                    size="sm"
                    disabled={!openable}
                    aria-label={L.myContractOpen(e.name, e.appId)}
                    onClick={() => {
                      setProblem(undefined);
                      void onOpen(e).then(setProblem);
                    }}
                  >
                    {L.open}
                  </Button>
                  <IconButton
                    icon={X}
                    label={L.myContractRemove(e.name, e.appId)}
                    onClick={() => onRemove(e.appId)}
                  />
                </div>
                {s !== undefined && s !== 'live' && (
                  <p className="text-[12px] text-bad" data-testid="lab-my-contract-stale">
                    {L.myContractStatus[s]}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {problem !== undefined && (
        <p role="alert" className="mt-2 rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]">
          {problem}
        </p>
      )}
    </Panel>
  );
}
