import type { EndpointConfig } from '@sextant/core/network/NetworkProfile';
import { algodClient } from '@sextant/core/pipeline/networkClients';
import { ComposeSession, type ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import { specsToAttach } from '@sextant/core/compose/specsToAttach';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { invalidateCommitted } from '../../../app/queries/invalidateCommitted';
import { touchedBy } from '../../../app/queries/touchedBy';
import { keepCreatedSpecs } from '../../contracts/storage/keepCreatedSpecs';
import { indexedDbDraftStorage } from '../storage/indexedDbDraftStorage';

/**
 * The active network's compose session (core's, framework-free), started on mount and let go on
 * unmount, and its snapshot: a thin binding, every rule lives in the session. A commit refreshes
 * every view of what the group touched, the header's round included, and keeps the spec of each
 * app an ABI create call made (`keepCreatedSpecs`).
 */
export function useComposeSession(waitRounds: bigint): { session: ComposeSession; snap: ComposeSnapshot } {
  const profile = useActiveNetwork();
  const queryClient = useQueryClient();
  // One session per network and algod endpoint. The profile object itself is rebuilt when the boot
  // config arrives or the network list changes; a new session then would drop an open draft the
  // person just picked (and a group being followed), so identity is not the key.
  const endpoint = JSON.stringify(profile.algod);
  const session = useMemo(() => {
    const made: ComposeSession = new ComposeSession({
      network: profile.id,
      storage: indexedDbDraftStorage,
      algod: algodClient(JSON.parse(endpoint) as EndpointConfig),
      onCommitted: (txns, created) => {
        void invalidateCommitted(queryClient, profile.id, touchedBy(txns, created));
        const specs = specsToAttach(made.getSnapshot().group.entries, created);
        const genesisHash = txns[0]?.genesisHash;
        if (specs.length > 0 && genesisHash !== undefined)
          void keepCreatedSpecs(queryClient, profile.id, bytesToBase64(genesisHash), specs);
      },
    });
    return made;
  }, [profile.id, endpoint, queryClient]);
  // Before start: a group reloaded in flight is followed for the rounds the person chose.
  useEffect(() => session.setWaitRounds(waitRounds), [session, waitRounds]);
  useEffect(() => {
    void session.start();
    return () => session.dispose();
  }, [session]);
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return { session, snap };
}
