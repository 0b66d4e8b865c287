import type { ComposeSnapshot } from './ComposeSnapshot';

/**
 * The studio's state as one immutable snapshot with its listeners: every part of a ComposeSession
 * (drafts, signing, sending) reads it and patches it here, and the screen subscribes to it.
 */
export class ComposeStore {
  #snapshot: ComposeSnapshot;
  readonly #listeners = new Set<() => void>();

  constructor(initial: ComposeSnapshot) {
    this.#snapshot = initial;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): ComposeSnapshot => this.#snapshot;

  /** A new snapshot with `patch` applied; every listener hears of it. */
  set(patch: Partial<ComposeSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}
