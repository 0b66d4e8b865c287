import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { queryKeys } from '../../../app/queries/queryKeys';
import { Field } from '../../../ui/Field';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

export interface KmdChoice {
  wallet: string;
  password: string;
  address: string;
}

const selectClass = 'h-8 w-full min-w-0 rounded-md border border-line-strong bg-surface px-2 text-sm';

/** kmd wallet, password and one of its accounts: what kmd needs to sign on this screen. */
export function KmdAccountFields({
  networkId,
  kmd,
  value,
  onChange,
  accountLabel = L.kmdAccount,
}: {
  networkId: string;
  kmd: KmdClient;
  value: KmdChoice;
  onChange: (v: KmdChoice) => void;
  accountLabel?: string;
}) {
  const walletId = useId();
  const accountId = useId();
  const wallets = useQuery({ queryKey: queryKeys.kmd.wallets(networkId), queryFn: () => kmd.listWallets() });
  const accounts = useQuery({
    queryKey: queryKeys.kmd.other(networkId, 'addresses', value.wallet, value.password),
    queryFn: () => kmd.withWallet(value.wallet, value.password, (s) => s.listAddresses()),
    enabled: value.wallet !== '',
    retry: false,
  });
  const firstWallet = wallets.data?.[0]?.name;
  useEffect(() => {
    if (value.wallet === '' && firstWallet !== undefined) onChange({ ...value, wallet: firstWallet });
  }, [firstWallet, value, onChange]);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={walletId} className="text-xs font-medium text-muted">
          {L.kmdWallet}
        </label>
        <select
          id={walletId}
          className={selectClass}
          value={value.wallet}
          onChange={(e) => onChange({ ...value, wallet: e.target.value, address: '' })}
        >
          {(wallets.data ?? []).map((w) => (
            <option key={w.id} value={w.name}>
              {w.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={L.kmdPassword}
        type="password"
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        error={accounts.error instanceof Error ? accounts.error.message : undefined}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={accountId} className="text-xs font-medium text-muted">
          {accountLabel}
        </label>
        <select
          id={accountId}
          className={`${selectClass} font-mono text-[12px]`}
          value={value.address}
          onChange={(e) => onChange({ ...value, address: e.target.value })}
        >
          <option value="">—</option>
          {(accounts.data ?? []).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
