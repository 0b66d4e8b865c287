import { useState, type ReactNode } from 'react';
import { ConnectedWalletContext } from './ConnectedWalletContext';
import { WalletHostContext, type PublishedWallet } from './WalletHostContext';
import { WalletSignerContext } from './WalletSignerContext';

/**
 * Holds the connected wallet's signer for every screen. The wallet libraries are not here: the
 * runtime that owns them loads on demand inside the header and hands the active account up.
 */
export function WalletHost({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<PublishedWallet | null>(null);
  return (
    <WalletHostContext value={setSession}>
      <WalletSignerContext value={session?.signer ?? null}>
        <ConnectedWalletContext value={session?.wallet ?? null}>{children}</ConnectedWalletContext>
      </WalletSignerContext>
    </WalletHostContext>
  );
}
