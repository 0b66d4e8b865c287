import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { endpointBaseUrl } from '@sextant/core/network/endpointBaseUrl';
import { walletConnectChainId, type WalletProvider } from '@sextant/core/wallet/offeredProviders';
import { WalletId, WalletManager, type SupportedWallet } from '@txnlab/use-wallet-react';
import type { WalletAppConfig } from './readWalletConfig';
import { storedKmdWalletName } from './kmdSettings';
import { hasRememberedMnemonic } from './rememberMnemonic';
import type { WalletPrompts } from './WalletPrompts';

export interface ManagerInput {
  network: NetworkProfile;
  providers: readonly WalletProvider[];
  config: WalletAppConfig;
  genesis: { genesisId: string; genesisHash: string } | undefined;
  isTestNetwork: boolean;
  /** The kmd wallet name chosen last on this network. */
  kmdWalletName: string;
  prompts: WalletPrompts;
}

/** Where a token goes: algosdk takes a bare string for the default header, an object otherwise. */
function tokenFor(token: string, header: string, standard: string): string | Record<string, string> {
  return header.toLowerCase() === standard.toLowerCase() ? token : { [header]: token };
}

/**
 * One WalletManager per network: the network's algod (so Lute learns the genesis id and signing
 * checks the same chain), the providers offered there, and each provider's settings from the app's
 * configuration (relay bridges, the chain id Pera and Defly announce).
 */
export function createWalletManager(input: ManagerInput): WalletManager {
  const { network, config, prompts } = input;
  const chainId = walletConnectChainId(network.id);
  const wallets: SupportedWallet[] = input.providers.map((provider): SupportedWallet => {
    switch (provider) {
      case 'pera':
        return {
          id: WalletId.PERA,
          options: {
            chainId,
            shouldShowSignTxnToast: false,
            ...(config.peraBridge && { bridge: config.peraBridge }),
          },
        };
      case 'defly':
        return {
          id: WalletId.DEFLY,
          options: {
            chainId,
            shouldShowSignTxnToast: false,
            ...(config.deflyBridge && { bridge: config.deflyBridge }),
          },
        };
      case 'lute':
        return { id: WalletId.LUTE, options: { siteName: 'Sextant' } };
      case 'kibisis':
        return WalletId.KIBISIS;
      case 'kmd': {
        const kmd = network.kmd!;
        const url = new URL(endpointBaseUrl(kmd));
        return {
          id: WalletId.KMD,
          options: {
            token: tokenFor(kmd.token, kmd.tokenHeader, 'X-KMD-API-Token'),
            baseServer: `${url.protocol}//${url.hostname}${url.pathname === '/' ? '' : url.pathname}`,
            port: url.port,
            wallet: input.kmdWalletName,
            promptForPassword: () => prompts.askPassword(storedKmdWalletName(network.id)),
          },
        };
      }
      case 'mnemonic':
        // Test networks only (the provider itself refuses others). In memory unless the person
        // chose "remember on this device" (then a stored phrase is what lets a reload resume).
        return {
          id: WalletId.MNEMONIC,
          options: { persistToStorage: hasRememberedMnemonic(), promptForMnemonic: prompts.takeMnemonic },
        };
    }
  });
  const algodUrl = new URL(endpointBaseUrl(network.algod));
  const algod = network.algod;
  return new WalletManager({
    wallets,
    networks: {
      [network.id]: {
        algod: {
          token: '',
          baseServer: `${algodUrl.protocol}//${algodUrl.hostname}${algodUrl.pathname === '/' ? '' : algodUrl.pathname}`,
          port: algodUrl.port,
          headers: algod.token === '' ? {} : { [algod.tokenHeader]: algod.token },
        },
        isTestnet: input.isTestNetwork,
        ...(input.genesis && { genesisId: input.genesis.genesisId, genesisHash: input.genesis.genesisHash }),
      },
    },
    defaultNetwork: network.id,
    options: { resetNetwork: true },
  });
}
