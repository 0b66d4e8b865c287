import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { SandboxControlClient } from '@sextant/core/sandbox/SandboxControlClient';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../app/queries/queryKeys';
import { hasNetworkControl } from './hasNetworkControl';

/**
 * The addresses the network's sandbox lets sign without a key (its `/unlocked`); none, and never
 * asked, on a network that is not a sandbox.
 */
export function unlockedQuery(network: NetworkProfile) {
  return queryOptions({
    queryKey: queryKeys.algod.other(network.id, 'sandbox-unlocked'),
    queryFn: () => new SandboxControlClient(network.algod).unlocked(),
    enabled: hasNetworkControl(network.id),
    staleTime: 10_000,
  });
}
