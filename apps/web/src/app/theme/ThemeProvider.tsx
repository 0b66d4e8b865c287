import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrating } from '../../ui/hydration/useHydrating';
import { STORAGE_KEYS, type KeyValueStore } from '../storage/KeyValueStore';
import { ThemeContext, type ThemeValue } from './ThemeContext';
import type { ThemePreference } from './ThemePreference';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = globalThis.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Applies the theme as a `dark` class on <html> and follows the system while the preference is 'system'. */
export function ThemeProvider({
  initial,
  storage,
  children,
}: {
  initial: ThemePreference;
  storage: KeyValueStore;
  children: ReactNode;
}) {
  const [preference, setPreferenceState] = useState(initial);
  const systemDark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  const resolved = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

  // Over the server's HTML, the system's preference is not known until hydrated (index.html's script
  // has applied it meanwhile): nothing is toggled before.
  const hydrating = useHydrating();
  useEffect(() => {
    if (!hydrating) document.documentElement.classList.toggle('dark', resolved === 'dark');
  }, [resolved, hydrating]);

  const setPreference = useCallback(
    (next: ThemePreference) => {
      setPreferenceState(next);
      if (next === 'system') storage.remove(STORAGE_KEYS.theme);
      else storage.set(STORAGE_KEYS.theme, next);
    },
    [storage],
  );

  const value = useMemo<ThemeValue>(
    () => ({ preference, resolved, setPreference }),
    [preference, resolved, setPreference],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
