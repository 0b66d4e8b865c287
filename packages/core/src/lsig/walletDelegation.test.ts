import { describe, expect, it } from 'vitest';
import { WALLET_PROVIDERS } from '../wallet/offeredProviders';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { walletDelegation } from './walletDelegation';

describe('which connected wallets can delegate a logic sig', () => {
  it('only the recovery-phrase provider; every other one says why, by name', () => {
    const answers = Object.fromEntries(WALLET_PROVIDERS.map((p) => [p, walletDelegation(p)]));
    expect(answers).toEqual({
      mnemonic: { can: true },
      kmd: { can: false, reason: M.walletKmd },
      pera: { can: false, reason: M.walletRelay('Pera') },
      defly: { can: false, reason: M.walletRelay('Defly') },
      lute: { can: false, reason: M.walletLute },
      kibisis: { can: false, reason: M.walletKibisis },
    });
    expect(M.walletRelay('Pera')).toMatch(/^Pera cannot delegate a logic sig: .*algo_signTxn/);
  });
});
