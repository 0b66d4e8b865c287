/**
 * Holds the Web Lock `name` exclusively until the returned release is called: one writer per stored
 * network. When a new build's Service Worker takes over, the old one may still be finishing a
 * request; the new one waits here, before it opens and replays the store, until the old one has
 * released (closed) or ended, so two ledgers never append the same round. `onWait` is called once
 * when the lock is held elsewhere (so the start can say it waits), before waiting for it. Where
 * there are no Web Locks (Node, which runs this code in tests), there is no second worker either:
 * it resolves at once.
 */
export async function holdStorageLock(name: string, onWait?: () => void): Promise<() => void> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks === undefined) return () => undefined;
  if (onWait !== undefined) {
    const held = await take(locks, name, true);
    if (held !== undefined) return held;
    onWait();
  }
  return (await take(locks, name, false)) as () => void;
}

/** The lock's release once held; undefined when `ifAvailable` and someone else holds it. */
function take(locks: LockManager, name: string, ifAvailable: boolean): Promise<(() => void) | undefined> {
  return new Promise((acquired, failed) => {
    locks
      .request(name, { mode: 'exclusive', ifAvailable }, (lock) => {
        if (lock === null) return acquired(undefined);
        return new Promise<void>((release) => acquired(release));
      })
      .catch(failed);
  });
}
