import type { SendEvent } from '@sextant/core/pipeline/sendEvents';
import {
  applySendEvent,
  readSessionLog,
  serializeSessionLog,
  sessionLogKey,
} from '@sextant/core/sessionLog/sessionLog';
import type { KeyValueStore } from '../../app/storage/KeyValueStore';

const subscribers = new Set<() => void>();

function notify(): void {
  for (const s of subscribers) s();
}

/** Adds one pipeline event to a network's stored log and tells the screens showing it. */
export function recordSendEvent(storage: KeyValueStore, network: string, event: SendEvent): void {
  const key = sessionLogKey(network);
  const next = applySendEvent(readSessionLog(storage.get(key)), event, Date.now());
  storage.set(key, serializeSessionLog(next));
  notify();
}

/** Forgets a network's log. */
export function clearSessionLog(storage: KeyValueStore, network: string): void {
  storage.remove(sessionLogKey(network));
  notify();
}

/**
 * Calls `onChange` when a log changes, in this tab (recordSendEvent, clearSessionLog) or in another
 * (the storage event); returns the function that stops.
 */
export function subscribeSessionLog(onChange: () => void): () => void {
  subscribers.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith(sessionLogKey('')) ?? true) onChange();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    subscribers.delete(onChange);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
