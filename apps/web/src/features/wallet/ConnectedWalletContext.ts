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
  /** The accounts the wallet shared. */
  addresses: readonly string[];
  /** A multisig member this wallet can sign as (core's walletMemberKey); undefined where it cannot. */
  memberKey(address: string): MultisigMemberKey | undefined;
}

export const ConnectedWalletContext = createContext<ConnectedWallet | null>(null);

export function useConnectedWallet(): ConnectedWallet | null {
  return useContext(ConnectedWalletContext);
}
