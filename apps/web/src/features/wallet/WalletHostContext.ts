import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { createContext } from 'react';
import type { ConnectedWallet } from './ConnectedWalletContext';

export interface PublishedWallet {
  signer: GroupSigner;
  wallet: ConnectedWallet;
}

/** Lets the lazily loaded wallet runtime (in the header) publish the active account upward. */
export const WalletHostContext = createContext<(session: PublishedWallet | null) => void>(() => undefined);
