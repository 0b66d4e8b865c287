import { useState, type Dispatch, type SetStateAction } from 'react';
import { useHydrating } from './useHydrating';

/**
 * State whose first value only the browser knows (saved in storage): `read()` at once, or over the
 * server's HTML (`useHydrating`), `drawn` (what the server drew) until hydrated, then `read()`, in
 * the render that follows hydration (read once).
 */
export function useBrowserState<T>(read: () => T, drawn: T): [T, Dispatch<SetStateAction<T>>] {
  const hydrating = useHydrating();
  const [value, setValue] = useState(() => (hydrating ? drawn : read()));
  const [unread, setUnread] = useState(hydrating);
  if (unread && !hydrating) {
    // Set while rendering: React renders again at once, before anything is on screen.
    setUnread(false);
    setValue(read());
  }
  return [value, setValue];
}
