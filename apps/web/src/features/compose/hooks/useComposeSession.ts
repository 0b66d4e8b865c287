import { ComposeSession, type ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { indexedDbDraftStorage } from '../storage/indexedDbDraftStorage';
import { useAlgod } from './useComposeNode';

/**
 * The active network's compose session (core's, framework-free), started on mount and let go on
 * unmount, and its snapshot: a thin binding, every rule lives in the session.
 */
export function useComposeSession(): { session: ComposeSession; snap: ComposeSnapshot } {
  const profile = useActiveNetwork();
  const { algod } = useAlgod();
  const session = useMemo(
    () => new ComposeSession({ network: profile.id, storage: indexedDbDraftStorage, algod }),
    [profile.id, algod],
  );
  useEffect(() => {
    void session.start();
    return () => session.dispose();
  }, [session]);
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return { session, snap };
}
