import { addWatch } from '@sextant/core/debug/watchIdentity';
import { useCallback, useState } from 'react';

const keyFor = (network: string) => `sextant.debug.watches.${network}`;

function load(network: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(network)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The debugger's watch list for a network, as typed (`scratch 3`, `global count`): kept in
 * localStorage, so it stays with the session through reloads, other groups and the dry-run stepper.
 */
export function useDebugWatches(network: string) {
  const [watches, setWatches] = useState(() => load(network));
  const save = useCallback(
    (next: string[]) => {
      setWatches(next);
      try {
        localStorage.setItem(keyFor(network), JSON.stringify(next));
      } catch {
        // storage full or off: the list still works until the page closes
      }
    },
    [network],
  );
  return {
    watches,
    add: (text: string) => save(addWatch(watches, text)),
    remove: (text: string) => save(watches.filter((w) => w !== text)),
  };
}
