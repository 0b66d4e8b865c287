import type { NetworkClients } from '@sextant/core/pipeline/networkClients';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import type algosdk from 'algosdk';
import { useCallback, useState } from 'react';
import { SEND_LABELS as L } from './sendLabels';
import { useSendAndFollow } from './useSendAndFollow';

/**
 * One transaction built on the node's current parameters, signed by a GroupSigner (given, or opened
 * on demand such as kmd's) and sent through `useSendAndFollow`: a screen's one-click action (an
 * opt-in, a dispenser payment). Signing failures are `signError`; the send's are in `state`.
 */
export function useSignAndSend(clients: NetworkClients) {
  const { state, send, keepWaiting } = useSendAndFollow(clients);
  const [signing, setSigning] = useState(false);
  const [signError, setSignError] = useState<unknown>();
  const [signed, setSigned] = useState<Uint8Array[]>([]);

  const signAndSend = useCallback(
    async (
      signer: GroupSigner | (() => Promise<GroupSigner>),
      build: (params: algosdk.SuggestedParams) => algosdk.Transaction,
    ) => {
      setSigning(true);
      setSignError(undefined);
      try {
        const groupSigner = typeof signer === 'function' ? await signer() : signer;
        const txn = build(await clients.algod.getTransactionParams().do());
        const [bytes] = await groupSigner.signGroup([txn], [0]);
        if (bytes === null || bytes === undefined) throw new Error(L.signedNothing);
        setSigned([bytes]);
        setSigning(false);
        await send([bytes]);
      } catch (error) {
        setSignError(error);
        setSigning(false);
      }
    },
    [clients, send],
  );

  return {
    state,
    signing,
    signError,
    busy: signing || state.kind === 'sending',
    signAndSend,
    keepWaiting: () => void keepWaiting(signed),
  };
}
