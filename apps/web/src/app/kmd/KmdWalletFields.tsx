import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { KMD_FIELD_LABELS as L } from './kmdFieldLabels';
import type { useKmdWallets } from './useKmdWallets';

/**
 * kmd's wallet (from its list) and the wallet's password, as two fields the caller lays out. The
 * wallet field says when the list is loading, empty or could not be read.
 */
export function KmdWalletFields({
  wallets,
  wallet,
  onWallet,
  password,
  onPassword,
  passwordError,
  remembered = false,
}: {
  wallets: ReturnType<typeof useKmdWallets>;
  wallet: string;
  onWallet: (wallet: string) => void;
  password: string;
  onPassword: (password: string) => void;
  passwordError?: string | undefined;
  /** The password is this session's remembered one for the wallet: said under the field. */
  remembered?: boolean;
}) {
  const { query, names = [] } = wallets;
  const hint = query.isLoading ? L.loading : names.length === 0 ? L.none : undefined;
  return (
    <>
      <SelectField
        label={L.wallet}
        value={wallet}
        options={[
          // Nothing chosen yet: said, not shown as if the first wallet were picked.
          ...(wallet === '' && names.length > 0 ? [{ value: '', label: L.choose }] : []),
          ...names.map((n) => ({ value: n, label: n })),
        ]}
        onChange={onWallet}
        error={query.error?.message}
        hint={hint}
      />
      <Field
        label={L.password}
        type="password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        autoComplete="current-password"
        error={passwordError}
        hint={remembered ? L.passwordRemembered : undefined}
      />
    </>
  );
}
