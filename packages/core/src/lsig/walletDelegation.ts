import type { WalletProvider } from '../wallet/offeredProviders';
import { LSIG_MESSAGES as M } from './lsigMessages';

/**
 * Which connected wallets can delegate a logic sig, and why not. Delegating means an ed25519
 * signature over "Program" ‖ bytecode (or "MsigProgram" ‖ address ‖ bytecode), made with the
 * account's key. Read from the libraries we ship (use-wallet 4.6, @perawallet/connect 1.6,
 * defly-connect 1.2, lute-connect 1.7, avm-web-provider 1.7): none asks a wallet for that.
 * Only the recovery-phrase provider, whose key Sextant itself holds, can; kmd is asked directly.
 */
export function walletDelegation(provider: WalletProvider): { can: true } | { can: false; reason: string } {
  switch (provider) {
    case 'mnemonic':
      return { can: true };
    case 'kmd':
      return { can: false, reason: M.walletKmd };
    case 'pera':
      return { can: false, reason: M.walletRelay('Pera') };
    case 'defly':
      return { can: false, reason: M.walletRelay('Defly') };
    case 'lute':
      return { can: false, reason: M.walletLute };
    case 'kibisis':
      return { can: false, reason: M.walletKibisis };
  }
}
