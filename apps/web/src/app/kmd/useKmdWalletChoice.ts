import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { useState } from 'react';
import { useActiveNetwork } from '../networks/useActiveNetwork';
import { kmdPasswords } from './kmdPasswords';
import { useKmdWallets } from './useKmdWallets';

/**
 * The state behind `KmdWalletFields`: the wallet (kmd's preferred one, or for `start: 'session'`
 * the one the person opened this session, until a person picks another from the list) and its password, filled in from this session's memory when that wallet was opened
 * before (`kmdPasswords`, filled by `openKmdSignerRemembered`; memory only). `fields` spreads into
 * `KmdWalletFields`; `onChange` runs after either changes (a caller forgetting what the old choice
 * unlocked).
 */
export function useKmdWalletChoice(
  kmd: KmdClient | undefined,
  enabled = true,
  onChange?: () => void,
  /**
   * `session`: start on no wallet unless the person opened one this session (the signing dialog:
   * nothing chosen for them); `preferred`: kmd's preferred wallet (forms that show kmd in place).
   */
  start: 'session' | 'preferred' = 'preferred',
) {
  const network = useActiveNetwork().id;
  const wallets = useKmdWallets(kmd, enabled);
  const [picked, setPicked] = useState('');
  // What was typed, for which wallet: a typed password never follows the person to another wallet.
  const [typed, setTyped] = useState<{ wallet: string; password: string }>();
  const opened = kmdPasswords.lastWallet(network);
  const initial =
    start === 'preferred'
      ? (wallets.preferred ?? '')
      : opened !== undefined && wallets.names?.includes(opened) === true
        ? opened
        : '';
  const wallet = wallets.names?.includes(picked) ? picked : initial;
  const recalled = wallet === '' ? undefined : kmdPasswords.recall(network, wallet);
  const password = typed?.wallet === wallet ? typed.password : (recalled ?? '');
  const change =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onChange?.();
    };
  return {
    wallet,
    password,
    network,
    clearPassword: () => setTyped(undefined),
    fields: {
      /** Whether the password shown is this session's remembered one (nothing to type). */
      remembered: recalled !== undefined && password === recalled,
      wallets,
      wallet,
      onWallet: change(setPicked),
      password,
      onPassword: change((value: string) => setTyped({ wallet, password: value })),
    },
  };
}
