import { describe, expect, it } from 'vitest';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { walletDelegation, walletDelegations } from './walletDelegation';

describe('which connected wallets can delegate a logic sig', () => {
  it('only the recovery-phrase provider; every other one says why, by name', () => {
    const answers = Object.fromEntries(walletDelegations().map((d) => [d.provider, [d.can, d.reason]]));
    expect(answers).toEqual({
      mnemonic: [true, M.walletMnemonic],
      kmd: [false, M.walletKmd],
      pera: [false, M.walletPera],
      defly: [false, M.walletDefly],
      lute: [false, M.walletLute],
      kibisis: [false, M.walletKibisis],
    });
    expect(walletDelegations().map((d) => d.provider)).toEqual([
      'pera',
      'defly',
      'lute',
      'kibisis',
      'kmd',
      'mnemonic',
    ]);
    expect(walletDelegation('pera').reason).toMatch(
      /^Pera cannot delegate a logic sig: .*algo_signTxn.*"MX"/,
    );
    expect(walletDelegation('defly').reason).toMatch(/^Defly cannot .*algo_signTxn/);
    expect(walletDelegation('lute').reason).toMatch(/^Lute cannot .*ARC-60/);
    expect(walletDelegation('kibisis').reason).toMatch(/^Kibisis cannot .*ARC-27/);
  });
});
