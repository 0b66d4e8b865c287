import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { useState } from 'react';
import { useKmdWallets } from './useKmdWallets';

/**
 * The state behind `KmdWalletFields`: the wallet (kmd's preferred one until a person picks another
 * from the list) and its password. `fields` spreads into `KmdWalletFields`; `onChange` runs after
 * either changes (a caller forgetting what the old choice unlocked).
 */
export function useKmdWalletChoice(kmd: KmdClient | undefined, enabled = true, onChange?: () => void) {
  const wallets = useKmdWallets(kmd, enabled);
  const [picked, setPicked] = useState('');
  const [password, setPassword] = useState('');
  const wallet = wallets.names?.includes(picked) ? picked : (wallets.preferred ?? '');
  const change =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onChange?.();
    };
  return {
    wallet,
    password,
    clearPassword: () => setPassword(''),
    fields: { wallets, wallet, onWallet: change(setPicked), password, onPassword: change(setPassword) },
  };
}
