import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { createContext, useContext } from 'react';

/**
 * The connected wallet's active account as a GroupSigner, or null while no wallet is connected.
 * The wallet feature provides it (it goes through the signing service, which refuses empty,
 * oversized and other-network groups before the wallet is asked); the studio and tools consume it.
 */
export const WalletSignerContext = createContext<GroupSigner | null>(null);

export function useWalletSigner(): GroupSigner | null {
  return useContext(WalletSignerContext);
}
