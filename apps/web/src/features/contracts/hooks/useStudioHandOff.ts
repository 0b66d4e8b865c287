import { handOffToStudio } from '@sextant/core/compose/handOffToStudio';
import { applDraftOf } from '@sextant/core/contracts/applDraftOf';
import type { ArgInput } from '@sextant/core/contracts/readCallArgs';
import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import type algosdk from 'algosdk';
import { useNavigate } from 'react-router';
import { indexedDbDraftStorage } from '../../compose/storage/indexedDbDraftStorage';

/**
 * Sends the lab's group to the studio as a new draft and opens it there: the transaction
 * arguments as the person typed them, then the app call as built (programs, encoded arguments,
 * references), so it can be signed by a multisig, offline, or grown with more transactions.
 */
export function useStudioHandOff(network: string) {
  const navigate = useNavigate();
  return async (txns: readonly algosdk.Transaction[], inputs: readonly (ArgInput | undefined)[]) => {
    const call = txns[txns.length - 1];
    if (call === undefined) return;
    const members: TxnDraft[] = inputs.flatMap((i) => (i?.kind === 'txn' ? [i.draft] : []));
    await handOffToStudio(indexedDbDraftStorage, network, [...members, applDraftOf(call)]);
    void navigate(`/${network}/compose`);
  };
}
