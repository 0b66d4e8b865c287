import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { applicationAddress } from './applicationAddress';

describe('applicationAddress', () => {
  it('matches algosdk for small and uint64-max ids', () => {
    for (const id of [1n, 1004n, (1n << 64n) - 1n])
      expect(applicationAddress(id)).toBe(algosdk.getApplicationAddress(id).toString());
  });
});
