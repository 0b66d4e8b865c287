import { AlgodReader } from '@sextant/core/algod/AlgodReader';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { SigningNetwork } from '@sextant/core/signing/signGroupWithWallet';
import type { NetworkProbe } from '@sextant/core/network/ProbeResult';

/** Signing minutes after connecting: the network's genesis hash is read again then (cached 2 s). */
export async function walletSigningNetwork(
  network: NetworkProfile,
  fetchProbe: () => Promise<NetworkProbe>,
): Promise<SigningNetwork> {
  const probe = await fetchProbe();
  if (probe.algod.state !== 'ok') throw probe.algod.error;
  const reader = new AlgodReader(network.algod);
  return {
    name: network.name,
    genesisHash: probe.algod.info.genesisHash,
    lookupAuthAddr: async (address) => {
      try {
        const account = await reader.account(address);
        const auth = (account as { 'auth-addr'?: unknown })['auth-addr'];
        return typeof auth === 'string' && auth !== '' ? auth : undefined;
      } catch {
        // An account the node has never seen has not been rekeyed.
        return undefined;
      }
    },
    // A phone that never answers: give up after five minutes with a timeout error.
    timeoutMs: 5 * 60_000,
  };
}
