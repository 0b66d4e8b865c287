import type { SigningSummary } from '@sextant/core/signing/summarizeSigning';

/** What the person is asked to confirm: a group's transactions, a logic sig delegation, data. */
export type SigningRequestShown =
  | { kind: 'group'; summary: SigningSummary }
  | { kind: 'delegation' }
  | { kind: 'data'; bytes: number; domain: string };

export interface PendingConfirmation {
  shown: SigningRequestShown;
  answer(confirmed: boolean): void;
}

/**
 * The signing path's question to the person before a recovery phrase the app remembers signs
 * anything (a framed or scripted page would otherwise sign with one click): `ask` waits for the
 * dialog (`SigningConfirmDialog`) to answer. One question at a time; a second ask while one is open
 * declines the first.
 */
export class SigningConfirmation {
  private pending: PendingConfirmation | null = null;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = (): PendingConfirmation | null => this.pending;

  private set(pending: PendingConfirmation | null) {
    this.pending = pending;
    this.listeners.forEach((l) => l());
  }

  ask = (shown: SigningRequestShown): Promise<boolean> => {
    this.pending?.answer(false);
    return new Promise((resolve) => {
      const pending: PendingConfirmation = {
        shown,
        answer: (confirmed) => {
          if (this.pending === pending) this.set(null);
          resolve(confirmed);
        },
      };
      this.set(pending);
    });
  };
}
