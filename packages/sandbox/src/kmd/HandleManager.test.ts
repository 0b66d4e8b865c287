import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HandleManager } from './HandleManager';
import type { WalletKey } from './walletCrypto';

const key: WalletKey = { key: Buffer.alloc(32), kdf: { name: 'scrypt', N: 1024, r: 8, p: 1, salt: '' } };

describe('HandleManager', () => {
  it('makes kmd-shaped tokens that check the password they were made with', () => {
    const handles = new HandleManager(60_000);
    const token = handles.create('w1', key, 'pw');
    expect(token).toMatch(/^[0-9a-f]{16}\.[0-9a-f]{64}$/);
    const auth = handles.authorize(token);
    expect(auth.walletId).toBe('w1');
    expect(auth.expiresSeconds).toBe(59);
    expect(() => auth.checkPassword('pw')).not.toThrow();
    expect(() => auth.checkPassword('PW')).toThrow('error decrypting. wrong password?');
  });

  it('tells the wallet it went idle when its last handle is released or found expired', async () => {
    const idle: string[] = [];
    const handles = new HandleManager(50, (id) => idle.push(id));
    const a = handles.create('w1', key, '');
    const b = handles.create('w1', key, '');
    handles.release(a);
    expect(idle).toEqual([]);
    expect(handles.hasLive('w1')).toBe(true);
    await sleep(80);
    expect(handles.hasLive('w1')).toBe(false);
    expect(() => handles.authorize(b)).toThrow('handle expired');
    expect(idle).toEqual(['w1']);
    expect(() => handles.release(b)).toThrow('handle does not exist');
  });
});
