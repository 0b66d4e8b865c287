import { readSessionLog, sessionLogKey, type SessionLogEntry } from '@sextant/core/sessionLog/sessionLog';
import { useMemo, useSyncExternalStore } from 'react';
import { browserStorage } from '../../app/storage/browserStorage';
import { clearSessionLog, subscribeSessionLog } from './sessionLogStore';

/** One network's session log, newest first, kept current; `clear` forgets it. */
export function useSessionLog(network: string): { log: SessionLogEntry[]; clear: () => void } {
  const key = sessionLogKey(network);
  const text = useSyncExternalStore(
    subscribeSessionLog,
    () => browserStorage().get(key),
    () => null,
  );
  const log = useMemo(() => readSessionLog(text), [text]);
  return { log, clear: () => clearSessionLog(browserStorage(), network) };
}
