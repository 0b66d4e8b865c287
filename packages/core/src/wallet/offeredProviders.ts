/** The wallet providers Sextant knows, in the order the dialog lists them. */
export const WALLET_PROVIDERS = ['pera', 'defly', 'lute', 'kibisis', 'kmd', 'mnemonic'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

export interface ProviderChoiceInput {
  networkId: string;
  /** The network profile names a kmd. */
  hasKmd: boolean;
  /** Sandbox, TestNet, or a network whose genesis says it is a test network. */
  isTestNetwork: boolean;
  /** The app's configuration offers the mobile and web wallets on every network (e2e, labs). */
  offerAll: boolean;
}

const PUBLIC_NETWORKS = new Set(['testnet', 'mainnet']);
const TEST_GENESIS = /^(testnet|betanet|fnet|sandnet|devnet|dockernet|localnet)(-|$)/;

/** Test networks: Sandbox, TestNet, and any network whose genesis id is a known test one. */
export function isTestNetwork(networkId: string, genesisId: string | undefined): boolean {
  if (networkId === 'sandbox' || networkId === 'testnet') return true;
  if (networkId === 'mainnet' || genesisId === undefined) return false;
  return TEST_GENESIS.test(genesisId);
}

/**
 * Which providers a network offers: the mobile and web wallets on TestNet and MainNet (they only
 * know public networks) or everywhere when configured; kmd where the profile has one; the mnemonic
 * provider (keys in the page) only on test networks.
 */
export function offeredProviders(input: ProviderChoiceInput): WalletProvider[] {
  const publicWallets = PUBLIC_NETWORKS.has(input.networkId) || input.offerAll;
  return WALLET_PROVIDERS.filter((p) => {
    if (p === 'kmd') return input.hasKmd;
    if (p === 'mnemonic') return input.isTestNetwork;
    return publicWallets;
  });
}

/** ARC-25 chain ids for WalletConnect v1 wallets: MainNet, TestNet, and 4160 ("any") elsewhere. */
export function walletConnectChainId(networkId: string): 416001 | 416002 | 4160 {
  if (networkId === 'mainnet') return 416001;
  if (networkId === 'testnet') return 416002;
  return 4160;
}
