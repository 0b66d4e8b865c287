/**
 * Holds the Web Lock `name` exclusively until the returned release is called: one writer per stored
 * network. When a new build's Service Worker takes over, the old one may still be finishing a
 * request; the new one waits here, before it opens and replays the store, until the old one has
 * released (closed) or ended, so two ledgers never append the same round. Where there are no Web
 * Locks (Node, which runs this code in tests), there is no second worker either: it resolves at once.
 */
export function holdStorageLock(name: string): Promise<() => void> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks === undefined) return Promise.resolve(() => undefined);
  return new Promise((acquired, failed) => {
    locks
      .request(name, { mode: 'exclusive' }, () => new Promise<void>((release) => acquired(release)))
      .catch(failed);
  });
}
