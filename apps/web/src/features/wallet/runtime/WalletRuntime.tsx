import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { isTestNetwork, offeredProviders } from '@sextant/core/wallet/offeredProviders';
import type { NetworkProbe } from '@sextant/core/network/ProbeResult';
import { WalletProvider } from '@txnlab/use-wallet-react';
import { useState, type ComponentType } from 'react';
import { readWalletConfig } from './readWalletConfig';
import type { WalletChipProps } from '../WalletChip';
import type { PublishedWallet } from '../WalletHostContext';
import { activateNetworkSessions } from './activateNetworkSessions';
import { createWalletManager } from './createWalletManager';
import { storedKmdWalletName } from './kmdSettings';
import { WalletPrompts } from './WalletPrompts';
import { WalletSession } from './WalletSession';

export interface WalletRuntimeProps {
  network: NetworkProfile;
  /** Someone clicked the chip: open the dialog once loaded (otherwise this is a silent resume). */
  openAtStart: boolean;
  /** /config.json's `wallets` section as found. */
  config: unknown;
  /** Hands the active account's signer to the screens (WalletHost). */
  publish: (session: PublishedWallet | null) => void;
  Chip: ComponentType<WalletChipProps>;
  /** The header's probe of the network (genesis), and a way to get a fresh one when signing. */
  probe: NetworkProbe | undefined;
  fetchProbe: () => Promise<NetworkProbe>;
}

/**
 * The wallet libraries' entry point, loaded on demand. A custom network waits for its probe (its
 * genesis says whether it is a test network, which decides the mnemonic provider); built-ins don't.
 */
export function WalletRuntime(props: WalletRuntimeProps) {
  const { network, probe, Chip } = props;
  if (!network.builtIn && probe === undefined) return <Chip state="pending" />;
  const genesis = probe?.algod.state === 'ok' ? probe.algod.info : undefined;
  return <ManagedWallet {...props} genesis={genesis} />;
}

function ManagedWallet({
  network,
  config,
  genesis,
  ...session
}: WalletRuntimeProps & { genesis: { genesisId: string; genesisHash: string } | undefined }) {
  const [setup] = useState(() => {
    const { config: wallets, ignored } = readWalletConfig(config);
    // Shown nowhere else: the banner has been drawn by the time the wallet loads.
    if (ignored.length > 0) console.warn(`config.json: wallet settings ignored: ${ignored.join(', ')}`);
    const isTest = isTestNetwork(network.id, genesis?.genesisId);
    const providers = offeredProviders({
      networkId: network.id,
      hasKmd: network.kmd !== undefined,
      isTestNetwork: isTest,
      offerAll: wallets.offerAll,
    });
    const prompts = new WalletPrompts();
    activateNetworkSessions(network.id);
    const manager = createWalletManager({
      network,
      providers,
      config: wallets,
      genesis,
      isTestNetwork: isTest,
      kmdWalletName: storedKmdWalletName(network.id),
      prompts,
    });
    return { manager, providers, prompts };
  });
  return (
    <WalletProvider manager={setup.manager}>
      <WalletSession
        network={network}
        manager={setup.manager}
        providers={setup.providers}
        prompts={setup.prompts}
        openAtStart={session.openAtStart}
        publish={session.publish}
        Chip={session.Chip}
        fetchProbe={session.fetchProbe}
      />
    </WalletProvider>
  );
}
