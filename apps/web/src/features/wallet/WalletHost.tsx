import { useState, type ReactNode } from 'react';
import { ActingAsContext, ActingAsHostContext, type ActiveImpersonation } from './ActingAsContext';
import { ConnectedWalletContext } from './ConnectedWalletContext';
import { WalletHostContext, type PublishedWallet } from './WalletHostContext';
import { WalletSignerContext } from './WalletSignerContext';

/**
 * Holds the connected wallet's signer for every screen. The wallet libraries are not here: the
 * runtime that owns them loads on demand inside the header and hands the active account up.
 * While the person acts as an address (a sandbox's impersonation, from the wallet menu), that
 * address is the active account: its impersonation signer is the one screens sign with, and no
 * wallet is "connected" for what only a real wallet can do (signing data, delegating, members).
 */
export function WalletHost({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<PublishedWallet | null>(null);
  const [acting, setActing] = useState<ActiveImpersonation | null>(null);
  return (
    <WalletHostContext value={setSession}>
      <ActingAsHostContext value={setActing}>
        <ActingAsContext value={acting}>
          <WalletSignerContext value={acting?.signer ?? session?.signer ?? null}>
            <ConnectedWalletContext value={acting === null ? (session?.wallet ?? null) : null}>
              {children}
            </ConnectedWalletContext>
          </WalletSignerContext>
        </ActingAsContext>
      </ActingAsHostContext>
    </WalletHostContext>
  );
}
