import { microAlgoText } from '@sextant/core/catalogue/microAlgoText';
import { groupBalanceEffect, type AccountBefore } from '@sextant/core/fees/groupBalanceEffect';
import { poolGroupFees } from '@sextant/core/fees/poolGroupFees';
import type algosdk from 'algosdk';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Panel } from '../../../ui/Panel';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { shortAddress } from './TxnList';

export interface FeesPanelProps {
  /** The group's transactions, or undefined while a draft does not build. */
  txns: readonly algosdk.Transaction[] | undefined;
  minFee: bigint | undefined;
  accounts: ReadonlyMap<string, AccountBefore>;
  /** False once the group is sent: the balances read then already include it. */
  balances: boolean;
}

/** Each fee, how the group's fees pool, and each account's balance and minimum after the group. */
export function FeesPanel({ txns, minFee, accounts, balances }: FeesPanelProps) {
  if (txns === undefined || txns.length === 0 || minFee === undefined) {
    return (
      <Panel title={L.fees}>
        <p className="text-[13px] text-muted">{L.feesPending}</p>
      </Panel>
    );
  }
  const report = poolGroupFees(
    txns.map((t) => ({ fee: t.fee })),
    minFee,
  );
  const effects = balances ? groupBalanceEffect(txns, { accounts }) : [];
  return (
    <Panel title={L.fees}>
      <div className="flex flex-col gap-4" data-testid="compose-fees">
        <ul className="flex flex-wrap gap-2 text-[12px]">
          {txns.map((t, i) => (
            <li
              key={i}
              aria-label={L.feeOf(i + 1)}
              className="rounded border border-line bg-sunken px-2 py-1 font-mono"
            >
              <span className="text-muted">#{i + 1}</span> {microAlgoText(t.fee)}
            </li>
          ))}
        </ul>
        <p
          className={clsx('text-[13px] font-medium', report.shortfall > 0n ? 'text-bad' : 'text-fg')}
          data-testid="compose-group-fees"
        >
          {L.groupFees(microAlgoText(report.paid), microAlgoText(report.needed))}
        </p>
        {report.messages.length > 0 && (
          <ul className="flex flex-col gap-1 text-[13px]" data-testid="compose-fee-pooling">
            {report.messages.map((m) => (
              <li
                key={m}
                className={report.shortfall > 0n && m === report.messages.at(-1) ? 'text-bad' : 'text-muted'}
              >
                {m}
              </li>
            ))}
          </ul>
        )}
        {effects.length > 0 && (
          <div className="flex flex-col text-[12px]" data-testid="compose-balances">
            <div className="hidden grid-cols-[1fr_repeat(3,minmax(7rem,auto))] gap-x-4 border-b border-line py-1 text-muted sm:grid">
              <span>{L.balanceHeader.account}</span>
              <span className="text-right">{L.balanceHeader.before}</span>
              <span className="text-right">{L.balanceHeader.after}</span>
              <span className="text-right">{L.balanceHeader.min}</span>
            </div>
            {effects.map((e) => (
              <div
                key={e.address}
                className={clsx(
                  'grid grid-cols-[auto_1fr] gap-x-3 border-b border-line/60 py-1.5 font-mono sm:grid-cols-[1fr_repeat(3,minmax(7rem,auto))] sm:gap-x-4',
                  e.belowMin && 'text-bad',
                )}
              >
                <span className="col-span-2 truncate sm:col-span-1" title={e.address}>
                  {shortAddress(e.address)}
                </span>
                <Cell label={L.balanceHeader.before}>{microAlgoText(e.balanceBefore)}</Cell>
                <Cell label={L.balanceHeader.after}>
                  {microAlgoText(e.balanceAfter)}
                  {e.closed && ` (${L.closed})`}
                </Cell>
                <Cell label={L.balanceHeader.min}>{microAlgoText(e.minAfter)}</Cell>
              </div>
            ))}
          </div>
        )}
        {effects
          .flatMap((e) => e.warnings)
          .map((w) => (
            <p
              key={w}
              role="alert"
              data-testid="compose-balance-warning"
              className="flex items-start gap-2 rounded-md border border-warn/40 bg-warn-soft px-3 py-2 text-[13px]"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden />
              {w}
            </p>
          ))}
      </div>
    </Panel>
  );
}

/** A figure with its column name beside it on a phone (where there is no header row). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span className="font-sans text-muted sm:hidden">{label}</span>
      <span className="text-right">{children}</span>
    </>
  );
}
