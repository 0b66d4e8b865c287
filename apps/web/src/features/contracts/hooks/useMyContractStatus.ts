import { AlgodReader } from '@sextant/core/algod/AlgodReader';
import type { MyContract } from '@sextant/core/contracts/myContractsList';
import { myContractStatus, type MyContractStatus } from '@sextant/core/contracts/myContractStatus';
import { useQueries } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { queryKeys } from '../../../app/queries/queryKeys';

/**
 * Whether each of "My contracts" is still on the network (by app id; undefined while asked or when
 * the node could not say). Nested under the app's algod key, so a commit touching it asks again.
 */
export function useMyContractStatus(list: readonly MyContract[]): Map<string, MyContractStatus | undefined> {
  const profile = useActiveNetwork();
  const results = useQueries({
    queries: list.map((entry) => ({
      queryKey: queryKeys.algod.application(profile.id, entry.appId, 'my-contract', entry.creator ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        myContractStatus(new AlgodReader(profile.algod), entry, { signal }),
      retry: false,
    })),
  });
  return new Map(list.map((entry, i) => [entry.appId, results[i]?.data]));
}
