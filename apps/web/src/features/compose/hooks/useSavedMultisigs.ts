import {
  readSavedMultisigAccounts,
  savedMultisigKey,
  type SavedMultisigAccount,
} from '@sextant/core/multisig/savedMultisigAccounts';
import { useMemo } from 'react';
import { browserStorage } from '../../../app/storage/browserStorage';

/** The multisig accounts saved on this network (public data only), read when the group is built. */
export function useSavedMultisigs(networkId: string, builtKey: string | undefined): SavedMultisigAccount[] {
  return useMemo(
    () =>
      builtKey === undefined
        ? []
        : readSavedMultisigAccounts(browserStorage().get(savedMultisigKey(networkId))).accounts,
    [networkId, builtKey],
  );
}
