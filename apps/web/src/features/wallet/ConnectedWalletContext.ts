import type { DataSignature } from '@sextant/core/signing/signDataWithWallet';
import type { MultisigMemberKey } from '@sextant/core/signing/signers/MultisigMemberKey';
import type { WalletProvider } from '@sextant/core/wallet/offeredProviders';
import { createContext, useContext } from 'react';

/** The connected wallet for screens that need more than a GroupSigner (signing data). */
export interface ConnectedWallet {
  /** "KMD", "Pera"… */
  provider: string;
  /** Which provider it is (what it can do depends on it: see core's walletDelegation). */
  providerId: WalletProvider;
  /**
   * Only where Sextant itself holds the key (the recovery-phrase provider): signing what no wallet
   * request covers, such as a logic sig delegation. Absent for every other wallet.
   */
  withSecretKey?: <T>(use: (secretKey: Uint8Array, address: string) => Promise<T>) => Promise<T>;
  address: string;
  canSignData: boolean;
  /** The wallets this network offers that can sign data ("Lute", "Recovery phrase"…): what to suggest. */
  dataSigners: readonly string[];
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
