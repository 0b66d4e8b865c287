import type { KeyValueStore } from './KeyValueStore';

/**
 * localStorage that never throws: storage can be disabled or full (private windows, quotas), and a
 * settings write failing must not take a screen down; the value then lasts for this visit only.
 */
export function browserStorage(): KeyValueStore {
  return {
    get(key) {
      try {
        return globalThis.localStorage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        globalThis.localStorage?.setItem(key, value);
      } catch {
        // Kept in memory by the providers; nothing else to do.
      }
    },
    remove(key) {
      try {
        globalThis.localStorage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
