import { useState } from 'react';

const KEY = 'sextant.compose.waitRounds';
export const DEFAULT_WAIT_ROUNDS = 10n;

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? DEFAULT_WAIT_ROUNDS.toString();
  } catch {
    return DEFAULT_WAIT_ROUNDS.toString();
  }
}

/** How many rounds to wait for confirmation before asking (a setting kept in this browser). */
export function useWaitRounds(): { text: string; value: bigint; set: (text: string) => void } {
  const [text, setText] = useState(read);
  const value =
    /^\d{1,6}$/.test(text.trim()) && BigInt(text.trim()) > 0n ? BigInt(text.trim()) : DEFAULT_WAIT_ROUNDS;
  return {
    text,
    value,
    set: (next) => {
      setText(next);
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // Private mode: the setting lasts for this page only.
      }
    },
  };
}
