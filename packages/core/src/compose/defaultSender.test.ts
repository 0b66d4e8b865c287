import { describe, expect, it } from 'vitest';
import { defaultSender } from './defaultSender';

const WALLET = 'WALLETACTIVE';
const OTHER_WALLET = 'WALLETSECOND';
const KMD = 'KMDLOADED';
const STRANGER = 'SOMEONEELSE';

describe('defaultSender', () => {
  it("is the wallet's active account for a group's first transaction", () => {
    expect(defaultSender({ active: WALLET, signable: [OTHER_WALLET, WALLET] })).toBe(WALLET);
  });

  it('keeps the previous sender while something here can sign for it', () => {
    expect(defaultSender({ previous: OTHER_WALLET, active: WALLET, signable: [WALLET, OTHER_WALLET] })).toBe(
      OTHER_WALLET,
    );
    expect(defaultSender({ previous: KMD, active: WALLET, signable: [WALLET, KMD] })).toBe(KMD);
  });

  it('never keeps a previous sender the wallet cannot sign for: the active account instead', () => {
    expect(defaultSender({ previous: STRANGER, active: WALLET, signable: [WALLET] })).toBe(WALLET);
  });

  it('without a wallet, takes a loaded account over an unsignable previous sender', () => {
    expect(defaultSender({ previous: STRANGER, signable: [KMD] })).toBe(KMD);
  });

  it('keeps the previous sender, or nothing, when nothing here can sign at all', () => {
    expect(defaultSender({ previous: STRANGER, signable: [] })).toBe(STRANGER);
    expect(defaultSender({ signable: [] })).toBe('');
  });
});
