import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { applicationAddress } from './applicationAddress';

describe('applicationAddress', () => {
  it.each([1n, 1001n, 123456789n, (1n << 64n) - 1n])('is algosdk.getApplicationAddress(%s)', (id) => {
    expect(applicationAddress(id)).toBe(algosdk.getApplicationAddress(id).toString());
  });
});
