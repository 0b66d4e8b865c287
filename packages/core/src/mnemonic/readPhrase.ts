import algosdk from 'algosdk';
import { MNEMONIC_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MnemonicError } from '../catalogue/MnemonicError';
import { ENGLISH_WORDS } from './englishWords';

export const PHRASE_WORDS = 25;
const INDEX = new Map(ENGLISH_WORDS.map((w, i) => [w, i]));

/** A phrase as people paste it: any spacing, commas, numbering ("1. abandon"), capitals. */
export function splitPhrase(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((w) => w.replace(/^\d+[.)]?/, ''))
    .filter((w) => w !== '');
}

/**
 * Checks a 25-word phrase and returns its 32-byte seed (the secret key's first half, or a master
 * derivation key). The checks go in the order that helps most: the count, then each word
 * (by position), then the checksum. Errors never carry a word of the phrase.
 */
export function readPhrase(text: string): Uint8Array {
  const words = splitPhrase(text);
  if (words.length !== PHRASE_WORDS) {
    throw new MnemonicError('MNEMONIC_WORD_COUNT', M.wordCount(words.length), { count: words.length });
  }
  const unknown = words.flatMap((w, i) => (INDEX.has(w) ? [] : [i + 1]));
  if (unknown.length === 1) {
    throw new MnemonicError('MNEMONIC_UNKNOWN_WORD', M.unknownWord(unknown[0] as number), {
      positions: unknown,
    });
  }
  if (unknown.length > 1)
    throw new MnemonicError('MNEMONIC_UNKNOWN_WORD', M.unknownWords(unknown), { positions: unknown });
  try {
    return algosdk.seedFromMnemonic(words.join(' '));
  } catch {
    // algosdk's own error would say only "failed to decode mnemonic"; every word is known here,
    // so what failed is the checksum (the 25th word, or the 24th word's padding bits).
    throw new MnemonicError('MNEMONIC_CHECKSUM', M.checksum);
  }
}

/** Words of the list that start like `partial` (for the phrase field's suggestions). */
export function suggestWords(partial: string, limit = 8): string[] {
  const p = partial.trim().toLowerCase();
  if (p === '') return [];
  return ENGLISH_WORDS.filter((w) => w.startsWith(p)).slice(0, limit);
}
