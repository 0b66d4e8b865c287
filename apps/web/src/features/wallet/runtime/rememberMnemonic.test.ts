import { WalletId, WalletManager, type BaseWallet } from '@txnlab/use-wallet-react';
import algosdk from 'algosdk';
import { afterEach, describe, expect, it } from 'vitest';
import { hasRememberedMnemonic, MNEMONIC_STORAGE_KEY, rememberMnemonic } from './rememberMnemonic';

/** use-wallet's own mnemonic provider, prompted with whatever phrase the test hands it. */
function mnemonicWallet(phrase: () => string): BaseWallet {
  const manager = new WalletManager({
    wallets: [
      {
        id: WalletId.MNEMONIC,
        options: {
          persistToStorage: hasRememberedMnemonic(),
          promptForMnemonic: () => Promise.resolve(phrase()),
        },
      },
    ],
  });
  return manager.getWallet(WalletId.MNEMONIC)!;
}

const typedAccount = algosdk.generateAccount();
const typed = algosdk.secretKeyToMnemonic(typedAccount.sk);
const stored = algosdk.secretKeyToMnemonic(algosdk.generateAccount().sk);

afterEach(() => localStorage.clear());

describe('rememberMnemonic (“Remember on this device”)', () => {
  it('unticked: connects the phrase typed, not one remembered earlier, and leaves nothing stored', async () => {
    localStorage.setItem(MNEMONIC_STORAGE_KEY, stored);
    const wallet = mnemonicWallet(() => typed);
    rememberMnemonic(wallet, false);
    const [account] = await wallet.connect();
    expect(account?.address).toBe(typedAccount.addr.toString());
    expect(hasRememberedMnemonic()).toBe(false);
  });

  it('ticked: connects the phrase typed and stores it, so a reload can resume it', async () => {
    localStorage.setItem(MNEMONIC_STORAGE_KEY, stored);
    const wallet = mnemonicWallet(() => typed);
    rememberMnemonic(wallet, true);
    const [account] = await wallet.connect();
    expect(account?.address).toBe(typedAccount.addr.toString());
    expect(localStorage.getItem(MNEMONIC_STORAGE_KEY)).toBe(typed);
  });
});
