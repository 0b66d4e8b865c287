import { WALLET_PROVIDERS, type WalletProvider } from '../wallet/offeredProviders';
import { LSIG_MESSAGES as M } from './lsigMessages';

export interface WalletDelegation {
  provider: WalletProvider;
  can: boolean;
  /** Why it can or cannot, in one sentence for the screen. */
  reason: string;
}

const REASONS: Readonly<Record<WalletProvider, readonly [boolean, string]>> = {
  mnemonic: [true, M.walletMnemonic],
  kmd: [false, M.walletKmd],
  pera: [false, M.walletPera],
  defly: [false, M.walletDefly],
  lute: [false, M.walletLute],
  kibisis: [false, M.walletKibisis],
};

/**
 * Which connected wallets can delegate a logic sig, and why (not). Delegating means an ed25519
 * signature over "Program" ‖ bytecode (or "MsigProgram" ‖ address ‖ bytecode), made with the
 * account's key. Read from the libraries we ship (use-wallet 4.6, @perawallet/connect 1.6,
 * defly-connect 1.2, lute-connect 1.7, avm-web-provider 1.7): none asks a wallet for that — Pera's
 * signData signs "MX" ‖ data, Lute's and Pera's ARC-60 sign a hash bound to a domain, Kibisis's
 * ARC-27 sign_message takes text and use-wallet does not expose it, Defly signs transactions only.
 * Only the recovery-phrase provider, whose key Sextant itself holds, can; kmd is asked directly.
 */
export function walletDelegation(provider: WalletProvider): WalletDelegation {
  const [can, reason] = REASONS[provider];
  return { provider, can, reason };
}

/** Every provider's answer, in the order the wallet dialog lists them. */
export function walletDelegations(): WalletDelegation[] {
  return WALLET_PROVIDERS.map(walletDelegation);
}
