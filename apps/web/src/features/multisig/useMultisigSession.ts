import { multisigAccount } from '@sextant/core/multisig/MultisigParams';
import type { MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import { startSession } from '@sextant/core/multisig/startSession';
import type { StoredMultisigSession } from '@sextant/core/multisig/storedSession';
import { useCallback, useEffect, useState } from 'react';
import { MULTISIG_LABELS as L } from './multisigLabels';
import {
  closeCurrentSession,
  deleteSession,
  listSessions,
  loadCurrentSession,
  loadSession,
  saveSession,
} from './storage/sessionStore';

export interface OpenSession {
  bundle: MultisigBundle;
  /** Transactions sent by another account (rekeyed to this one), said once above the list. */
  notes: string[];
}

function toOpen(bundle: MultisigBundle): OpenSession {
  const start = startSession({ kind: 'bundle', bundle }, []);
  const address = multisigAccount(bundle.params);
  const others = start.kind === 'started' ? start.otherSenders : [];
  return { bundle, notes: others.map((o) => L.senderNotAccount(o.position, o.sender, address)) };
}

function signatureCount(bundle: MultisigBundle): number {
  return bundle.signatures.reduce((n, s) => n + Object.keys(s).length, 0);
}

/**
 * The open signing session of one network and the ones kept on it. Every change is stored in
 * IndexedDB, so leaving the page and coming back (or a reload without the link) reopens it; a
 * stored copy's signatures are merged into an older link opened again. `restore` is false when the
 * page was opened with a link, which wins.
 */
export function useMultisigSession(networkId: string, restore: boolean) {
  const [session, setSession] = useState<OpenSession | null>(null);
  const [stored, setStored] = useState<StoredMultisigSession[]>([]);
  const [storeError, setStoreError] = useState<unknown>();

  const refresh = useCallback(() => listSessions(networkId).then(setStored, setStoreError), [networkId]);

  useEffect(() => {
    let live = true;
    if (restore)
      loadCurrentSession(networkId).then(
        (bundle) => live && bundle !== undefined && setSession((open) => open ?? toOpen(bundle)),
        (e: unknown) => live && setStoreError(e),
      );
    void refresh();
    return () => {
      live = false;
    };
  }, [networkId, restore, refresh]);

  const open = useCallback(
    (bundle: MultisigBundle) => {
      setSession(toOpen(bundle));
      saveSession(networkId, bundle).then((merged) => {
        if (signatureCount(merged) > signatureCount(bundle))
          setSession((s) => (s?.bundle === bundle ? toOpen(merged) : s));
        return refresh();
      }, setStoreError);
    },
    [networkId, refresh],
  );

  const close = useCallback(() => {
    setSession(null);
    closeCurrentSession(networkId).then(refresh, setStoreError);
  }, [networkId, refresh]);

  const reopen = useCallback(
    (id: string) => loadSession(id).then((bundle) => bundle !== undefined && open(bundle), setStoreError),
    [open],
  );

  const remove = useCallback(
    (id: string) => deleteSession(networkId, id).then(refresh, setStoreError),
    [networkId, refresh],
  );

  return { session, stored, storeError, open, close, reopen, remove };
}
