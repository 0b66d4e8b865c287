import {
  readSavedMultisigAccounts,
  savedMultisigKey,
  serializeSavedMultisigAccounts,
  type SavedMultisigAccount,
} from '@sextant/core/multisig/savedMultisigAccounts';
import { useCallback, useState } from 'react';
import { browserStorage } from '../../app/storage/browserStorage';

/** Multisig accounts saved by name on one network (localStorage; public data only). */
export function useSavedMultisigAccounts(networkId: string) {
  const key = savedMultisigKey(networkId);
  const [accounts, setAccounts] = useState<SavedMultisigAccount[]>(
    () => readSavedMultisigAccounts(browserStorage().get(key)).accounts,
  );
  const write = useCallback(
    (next: SavedMultisigAccount[]) => {
      setAccounts(next);
      browserStorage().set(key, serializeSavedMultisigAccounts(next));
    },
    [key],
  );
  const save = useCallback(
    (account: SavedMultisigAccount) => write([...accounts.filter((a) => a.name !== account.name), account]),
    [accounts, write],
  );
  const remove = useCallback(
    (name: string) => write(accounts.filter((a) => a.name !== name)),
    [accounts, write],
  );
  return { accounts, save, remove };
}
