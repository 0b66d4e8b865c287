import type { WalletManager } from '@txnlab/use-wallet-react';

interface RelayWallet {
  client?: { connector?: { on(event: string, listener: () => void): void } | null } | null;
  onDisconnect?: () => void;
}

const watched = new WeakSet<object>();

/**
 * use-wallet 4.6 listens for the phone ending a WalletConnect v1 session only on the connector it
 * made in connect(); a resumed session (reconnectSession after a reload) gets a new connector that
 * nobody listens to, so the header would stay "connected" after the phone disconnected. This adds
 * the same listener use-wallet's connect() adds (onDisconnect), once per connector.
 */
export function watchRelayDisconnect(manager: WalletManager): void {
  for (const id of ['pera', 'defly']) {
    const wallet = manager.getWallet(id as never) as unknown as RelayWallet | undefined;
    const connector = wallet?.client?.connector;
    if (wallet === undefined || connector === undefined || connector === null || watched.has(connector))
      continue;
    watched.add(connector);
    connector.on('disconnect', () => wallet.onDisconnect?.());
  }
}
