import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { KmdWalletFields } from '../../../app/kmd/KmdWalletFields';
import { useKmdWallets } from '../../../app/kmd/useKmdWallets';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { queryKeys } from '../../../app/queries/queryKeys';
import { SelectField } from '../../../ui/SelectField';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

export interface KmdChoice {
  wallet: string;
  password: string;
  address: string;
}

/** kmd wallet, password (the shared pair) and one of the wallet's accounts: what kmd needs to sign here. */
export function KmdAccountFields({
  kmd,
  value,
  onChange,
  accountLabel = L.kmdAccount,
  only,
}: {
  kmd: KmdClient;
  value: KmdChoice;
  onChange: (v: KmdChoice) => void;
  accountLabel?: string;
  /** Offer only these of the wallet's accounts (say, the members still to sign). */
  only?: (address: string) => boolean;
}) {
  const { id: networkId } = useActiveNetwork();
  const wallets = useKmdWallets(kmd);
  const accounts = useQuery({
    queryKey: queryKeys.kmd.other(networkId, 'addresses', value.wallet, value.password),
    queryFn: () => kmd.withWallet(value.wallet, value.password, (s) => s.listAddresses()),
    enabled: value.wallet !== '',
    retry: false,
  });
  const { preferred } = wallets;
  useEffect(() => {
    if (value.wallet === '' && preferred !== undefined) onChange({ ...value, wallet: preferred });
  }, [preferred, value, onChange]);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <KmdWalletFields
        wallets={wallets}
        wallet={value.wallet}
        onWallet={(wallet) => onChange({ ...value, wallet, address: '' })}
        password={value.password}
        onPassword={(password) => onChange({ ...value, password })}
        passwordError={accounts.error instanceof Error ? accounts.error.message : undefined}
      />
      <SelectField
        label={accountLabel}
        value={value.address}
        options={[
          { value: '', label: accounts.isLoading ? L.kmdAccountsLoading : L.kmdAccountNone },
          ...(accounts.data ?? []).filter((a) => only?.(a) ?? true).map((a) => ({ value: a, label: a })),
        ]}
        onChange={(address) => onChange({ ...value, address })}
        mono
        className="sm:col-span-2"
      />
    </div>
  );
}
