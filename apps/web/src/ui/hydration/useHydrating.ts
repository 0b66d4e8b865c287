import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True on the server and while React hydrates the HTML it drew; false in every render after, and in
 * a render with no server HTML before it. What only the browser knows (saved sessions, the clock,
 * the person's locale) waits for false, so the first render matches the server's HTML.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
