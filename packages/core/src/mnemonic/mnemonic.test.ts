import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MNEMONIC_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MnemonicError } from '../catalogue/MnemonicError';
import { bytesToBase64, bytesToHex } from '../txn/decodeBytesText';
import { ENGLISH_WORDS } from './englishWords';
import {
  accountToPhrase,
  generateAccount,
  masterDerivationKeyToPhrase,
  phraseToAccount,
  phraseToMasterDerivationKey,
  readSecretKey,
} from './mnemonicTools';
import { readPhrase, splitPhrase, suggestWords } from './readPhrase';
import { referencePath } from '../../../../scripts/referenceDir';

const REFERENCE = referencePath('mnemonic/english.txt');

function caught(f: () => unknown): MnemonicError {
  try {
    f();
  } catch (e) {
    if (e instanceof MnemonicError) return e;
    throw e;
  }
  throw new Error('expected a MnemonicError');
}

describe('recovery phrases', () => {
  const acct = algosdk.generateAccount();
  const phrase = algosdk.secretKeyToMnemonic(acct.sk);
  const words = phrase.split(' ');

  it('uses the reference word list', () => {
    expect(ENGLISH_WORDS).toEqual(readFileSync(REFERENCE, 'utf8').split(/\s+/).filter(Boolean));
    expect(new Set(ENGLISH_WORDS).size).toBe(2048);
  });

  it('goes phrase → key → address and back', () => {
    const r = phraseToAccount(phrase);
    expect(r.address).toBe(acct.addr.toString());
    expect(r.secretKey).toEqual(acct.sk);
    expect(accountToPhrase(r.secretKey)).toBe(phrase);
  });

  it('accepts a phrase pasted with capitals, commas, numbering and line breaks', () => {
    const messy = words.map((w, i) => `${i + 1}. ${w.toUpperCase()}`).join(',\n');
    expect(splitPhrase(messy)).toEqual(words);
    expect(phraseToAccount(messy).address).toBe(acct.addr.toString());
  });

  it('says how many words there are when not 25 (e.g. a 24-word BIP-39 phrase)', () => {
    const e = caught(() => readPhrase(words.slice(0, 24).join(' ')));
    expect(e.code).toBe('MNEMONIC_WORD_COUNT');
    expect(e.message).toBe(M.wordCount(24));
    expect(e.message).toBe('A recovery phrase has exactly 25 words; this one has 24.');
  });

  it('names the position of a word not in the list, without echoing it', () => {
    const bad = [...words];
    bad[6] = 'notaword';
    const e = caught(() => readPhrase(bad.join(' ')));
    expect(e.code).toBe('MNEMONIC_UNKNOWN_WORD');
    expect(e.message).toBe('Word 7 is not in the recovery word list.');
    expect(e.details).toEqual({ positions: [7] });
    bad[20] = 'zzz';
    expect(caught(() => readPhrase(bad.join(' '))).message).toBe(M.unknownWords([7, 21]));
  });

  it('reports a failed checksum when every word is known', () => {
    const swapped = [...words];
    swapped[24] = ENGLISH_WORDS[(ENGLISH_WORDS.indexOf(words[24] as string) + 1) % 2048] as string;
    const e = caught(() => readPhrase(swapped.join(' ')));
    expect([e.code, e.message]).toEqual(['MNEMONIC_CHECKSUM', M.checksum]);
    // And algosdk agrees the phrase is invalid.
    expect(() => algosdk.mnemonicToSecretKey(swapped.join(' '))).toThrow();
  });

  it('never puts a word of the phrase in an error', () => {
    // A fixed phrase: a random one could share a word ("one", "word") with the messages themselves.
    const words = algosdk.mnemonicFromSeed(new Uint8Array(32).map((_, i) => 200 - i * 3)).split(' ');
    const swapped = [...words.slice(0, 24), words[0] === 'abandon' ? 'ability' : 'abandon'];
    for (const input of [
      swapped.join(' '),
      words.slice(1).join(' '),
      [...words.slice(0, 24), 'qqq'].join(' '),
    ]) {
      const e = caught(() => readPhrase(input));
      const text = `${e.message} ${JSON.stringify(e.details)}`;
      for (const w of words) expect(text.split(/\W+/)).not.toContain(w);
    }
  });

  it('converts a master derivation key both ways, from bytes, base64 or hex', () => {
    const mdk = new Uint8Array(32).map((_, i) => i * 7);
    const p = masterDerivationKeyToPhrase(mdk);
    expect(p).toBe(algosdk.masterDerivationKeyToMnemonic(mdk));
    expect(phraseToMasterDerivationKey(p)).toEqual(mdk);
    expect(masterDerivationKeyToPhrase(bytesToBase64(mdk))).toBe(p);
    expect(masterDerivationKeyToPhrase(bytesToHex(mdk))).toBe(p);
    expect(caught(() => masterDerivationKeyToPhrase(new Uint8Array(31))).message).toBe(
      M.keyLength('master derivation key', 32, 31),
    );
  });

  it('reads a secret key as base64 or hex, 64 bytes or the 32-byte seed', () => {
    expect(readSecretKey(bytesToBase64(acct.sk)).address).toBe(acct.addr.toString());
    expect(readSecretKey(bytesToHex(acct.sk)).address).toBe(acct.addr.toString());
    expect(readSecretKey(bytesToHex(acct.sk.slice(0, 32))).secretKey).toEqual(acct.sk);
    const damaged = acct.sk.slice();
    damaged[40] = (damaged[40] ?? 0) ^ 1;
    expect(caught(() => readSecretKey(bytesToBase64(damaged))).code).toBe('KEY_MISMATCH');
    expect(caught(() => readSecretKey('%%%')).message).toBe(M.keyEncoding('secret key'));
    expect(caught(() => readSecretKey(bytesToHex(new Uint8Array(10)))).message).toBe(
      M.keyLength('secret key', 64, 10),
    );
  });

  it('generates an account whose phrase recovers it', () => {
    const g = generateAccount();
    expect(phraseToAccount(g.phrase).address).toBe(g.address);
    expect(algosdk.isValidAddress(g.address)).toBe(true);
  });

  it('suggests words from the list', () => {
    expect(suggestWords('aba')).toEqual(['abandon']);
    expect(suggestWords('zo')).toEqual(['zone', 'zoo']);
    expect(suggestWords('')).toEqual([]);
  });
});
