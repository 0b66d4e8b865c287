import { handOffToStudio } from '@sextant/core/compose/handOffToStudio';
import type { AbiCallDraft } from '@sextant/core/contracts/AbiCallDraft';
import { applDraftOf } from '@sextant/core/contracts/applDraftOf';
import type { ArgInput } from '@sextant/core/contracts/readCallArgs';
import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import type algosdk from 'algosdk';
import { useNavigate } from 'react-router';
import { indexedDbDraftStorage } from '../../compose/storage/indexedDbDraftStorage';

/**
 * Sends the lab's group to the studio as a new draft and opens it there: the transaction
 * arguments as the person typed them, then the app call as built (programs, encoded arguments,
 * references), so it can be signed by a multisig, offline, or grown with more transactions. A method
 * call comes with its method (`abi`): the studio shows and encodes it by the method, and decodes
 * its return.
 */
export function useStudioHandOff(network: string) {
  const navigate = useNavigate();
  return async (
    txns: readonly algosdk.Transaction[],
    inputs: readonly (ArgInput | undefined)[],
    abi?: AbiCallDraft,
  ) => {
    const call = txns[txns.length - 1];
    if (call === undefined) return;
    const members: TxnDraft[] = inputs.flatMap((i) => (i?.kind === 'txn' ? [i.draft] : []));
    const appl = applDraftOf(call);
    await handOffToStudio(indexedDbDraftStorage, network, [
      ...members,
      abi === undefined ? appl : { ...appl, abi },
    ]);
    void navigate(`/${network}/compose`);
  };
}
