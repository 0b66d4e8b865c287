import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { isValidAddress } from './isValidAddress';

describe('isValidAddress', () => {
  it('agrees with algosdk on generated accounts', () => {
    for (let i = 0; i < 50; i++) {
      const address = algosdk.generateAccount().addr.toString();
      expect(isValidAddress(address)).toBe(true);
    }
  });

  it('accepts the zero address', () => {
    expect(isValidAddress('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ')).toBe(true);
  });

  it('rejects a changed checksum, a wrong length, lowercase and foreign characters', () => {
    const address = algosdk.generateAccount().addr.toString();
    const last = address.at(-2) === 'A' ? 'B' : 'A';
    const tampered = address.slice(0, -2) + last + address.slice(-1);
    expect(algosdk.isValidAddress(tampered)).toBe(false);
    expect(isValidAddress(tampered)).toBe(false);
    expect(isValidAddress(address.slice(1))).toBe(false);
    expect(isValidAddress(address.toLowerCase())).toBe(false);
    expect(isValidAddress(address.slice(0, -1) + '1')).toBe(false);
  });
});
