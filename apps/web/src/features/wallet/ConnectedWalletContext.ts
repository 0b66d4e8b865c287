import type { DataSignature } from '@sextant/core/signing/signDataWithWallet';
import type { MultisigMemberKey } from '@sextant/core/signing/signers/MultisigMemberKey';
import { createContext, useContext } from 'react';

/** The connected wallet for screens that need more than a GroupSigner (signing data). */
export interface ConnectedWallet {
  /** "KMD", "Pera"… */
  provider: string;
  address: string;
  canSignData: boolean;
  /** ARC-60 through the signing service: refuses with a WalletError where the wallet cannot. */
  signData(data: Uint8Array, domain: string): Promise<DataSignature>;
  /** The wallet's key for a multisig member it holds, when the wallet lets Sextant use it. */
  memberKey(address: string): MultisigMemberKey | undefined;
}

export const ConnectedWalletContext = createContext<ConnectedWallet | null>(null);

export function useConnectedWallet(): ConnectedWallet | null {
  return useContext(ConnectedWalletContext);
}
