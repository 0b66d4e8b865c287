/** What the decode tool and offline import say. */
export const OFFLINE_MESSAGES = {
  empty: 'Paste a transaction: base64, hex, or the bytes of a file.',
  encoding: 'This is neither base64 nor hex.',
  notTransaction: (position: number, why: string) =>
    `Item ${position} is not a transaction or signed transaction: ${why}.`,
} as const;
