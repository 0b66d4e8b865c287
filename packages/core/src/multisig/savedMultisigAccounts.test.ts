import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  readSavedMultisigAccounts,
  savedMultisigKey,
  serializeSavedMultisigAccounts,
  type SavedMultisigAccount,
} from './savedMultisigAccounts';

const addrs = [0, 1, 2].map(() => algosdk.generateAccount().addr.toString());
const good: SavedMultisigAccount = { name: 'Treasury', params: { version: 1, threshold: 2, addrs } };

describe('saved multisig accounts', () => {
  it('round-trips through storage, per network', () => {
    expect(savedMultisigKey('sandbox')).toBe('sextant.multisig.sandbox');
    const text = serializeSavedMultisigAccounts([good]);
    expect(readSavedMultisigAccounts(text)).toEqual({ accounts: [good], dropped: 0 });
    expect(readSavedMultisigAccounts(null)).toEqual({ accounts: [], dropped: 0 });
  });

  it('drops bad entries one by one and keeps the rest', () => {
    const stored = JSON.stringify([
      { name: 'Treasury', version: 1, threshold: 2, addrs },
      { name: 'Too high', version: 1, threshold: 4, addrs },
      { name: 'Bad address', version: 1, threshold: 1, addrs: ['nope'] },
      { name: '', version: 1, threshold: 1, addrs },
      { name: 'Treasury', version: 1, threshold: 1, addrs },
      'junk',
    ]);
    expect(readSavedMultisigAccounts(stored)).toEqual({ accounts: [good], dropped: 5 });
    expect(readSavedMultisigAccounts('{not json')).toEqual({ accounts: [], dropped: 1 });
    expect(readSavedMultisigAccounts('{"a":1}')).toEqual({ accounts: [], dropped: 1 });
  });
});
