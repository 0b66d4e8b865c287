import type { MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import {
  readStoredSession,
  toStoredSession,
  withStoredSignatures,
  type StoredMultisigSession,
} from '@sextant/core/multisig/storedSession';
import { createStore, del, entries, get, set } from 'idb-keyval';

/*
 * Multisig signing sessions in IndexedDB (public data only: transactions, member addresses and
 * signatures, never a key), one record per session under `session:<id>`, and which session is
 * open on each network under `current:<network>`. The database opens on first use, so only the
 * multisig page pays for it.
 */
const store = createStore('sextant-multisig', 'sessions');
const sessionKey = (id: string) => `session:${id}`;
const currentKey = (network: string) => `current:${network}`;

/**
 * Keeps the session as this network's open one, with any signature a stored copy already had (an
 * older link opened again); returns what was stored.
 */
export async function saveSession(network: string, bundle: MultisigBundle): Promise<MultisigBundle> {
  const id = toStoredSession(network, bundle, 0).id;
  const merged = withStoredSignatures(await get(sessionKey(id), store), bundle);
  await set(sessionKey(id), toStoredSession(network, merged, Date.now()), store);
  await set(currentKey(network), id, store);
  return merged;
}

/** The session open on this network when the page was left, if it is still readable. */
export async function loadCurrentSession(network: string): Promise<MultisigBundle | undefined> {
  const id = await get<string>(currentKey(network), store);
  return id === undefined ? undefined : readStoredSession(await get(sessionKey(id), store));
}

export async function loadSession(id: string): Promise<MultisigBundle | undefined> {
  return readStoredSession(await get(sessionKey(id), store));
}

/** This network's sessions, the latest first. */
export async function listSessions(network: string): Promise<StoredMultisigSession[]> {
  const all = await entries<string, StoredMultisigSession>(store);
  return all
    .filter(([key, value]) => key.startsWith('session:') && value.network === network)
    .map(([, value]) => value)
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Closing a session: it stays in the list, it is no longer reopened on its own. */
export function closeCurrentSession(network: string): Promise<void> {
  return del(currentKey(network), store);
}

export async function deleteSession(network: string, id: string): Promise<void> {
  await del(sessionKey(id), store);
  if ((await get<string>(currentKey(network), store)) === id) await del(currentKey(network), store);
}
