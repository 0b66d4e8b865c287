import { describe, expect, it } from 'vitest';
import { KmdPasswordMemory } from './KmdPasswordMemory';

describe('KmdPasswordMemory', () => {
  it('recalls a password per network and wallet, an empty one included, until forgotten', () => {
    const m = new KmdPasswordMemory();
    expect(m.recall('sandbox', 'w1')).toBeUndefined();
    m.remember('sandbox', 'w1', 'secret');
    m.remember('sandbox', 'unencrypted-default-wallet', '');
    expect(m.recall('sandbox', 'w1')).toBe('secret');
    expect(m.recall('sandbox', 'unencrypted-default-wallet')).toBe('');
    // Another network's wallet of the same name is another wallet.
    expect(m.recall('browser', 'w1')).toBeUndefined();
    m.forget('sandbox', 'w1');
    expect(m.recall('sandbox', 'w1')).toBeUndefined();
  });

  it('keeps names that would collide if joined with a separator apart', () => {
    const m = new KmdPasswordMemory();
    m.remember('a|b', 'c', 'one');
    expect(m.recall('a', 'b|c')).toBeUndefined();
  });

  it('knows the wallet last opened per network this session, until it is refused', () => {
    const m = new KmdPasswordMemory();
    expect(m.lastWallet('sandbox')).toBeUndefined();
    m.remember('sandbox', 'w1', 'secret');
    m.remember('sandbox', 'w2', '');
    expect(m.lastWallet('sandbox')).toBe('w2');
    expect(m.lastWallet('browser')).toBeUndefined();
    m.forget('sandbox', 'w1');
    expect(m.lastWallet('sandbox')).toBe('w2');
    m.forget('sandbox', 'w2');
    expect(m.lastWallet('sandbox')).toBeUndefined();
  });
});
