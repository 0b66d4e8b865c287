import { AlgodReader } from '@sextant/core/algod/AlgodReader';
import type { AlgodAccount } from '@sextant/core/algod/algodModels';
import type { AccountBefore } from '@sextant/core/fees/groupBalanceEffect';
import { toBigInt } from '@sextant/core/format/toBigInt';
import { isValidAddress } from '@sextant/core/address/isValidAddress';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type algosdk from 'algosdk';
import { useMemo } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { algodAccountQuery } from '../../../app/queries/algodAccountQuery';
import { queryKeys } from '../../../app/queries/queryKeys';

/** Core's algod client and reader for the active network. */
export function useAlgod(): { algod: algosdk.Algodv2; reader: AlgodReader; networkId: string } {
  const profile = useActiveNetwork();
  const { algod } = useNetworkClients();
  return useMemo(
    () => ({ algod, reader: new AlgodReader(profile.algod), networkId: profile.id }),
    [algod, profile],
  );
}

/** The one query of the node's suggested parameters (fee per byte, minimum fee, rounds, genesis). */
export function suggestedParamsQuery(algod: algosdk.Algodv2, networkId: string) {
  return queryOptions({
    queryKey: queryKeys.algod.params(networkId),
    queryFn: () => algod.getTransactionParams().do(),
    staleTime: 4_000,
  });
}

/** The node's suggested parameters (fee per byte, minimum fee, rounds, genesis). */
export function useSuggestedParams() {
  const { algod, networkId } = useAlgod();
  return useQuery(suggestedParamsQuery(algod, networkId));
}

export interface AccountFacts extends AccountBefore {
  authAddr?: string;
}

/** What algod says now of each address: balance, minimum balance, assets held, auth address. */
export function useAccountFacts(addresses: readonly string[]): Map<string, AccountFacts> {
  const profile = useActiveNetwork();
  const unique = [...new Set(addresses.filter((a) => isValidAddress(a)))].sort();
  // The shared algod account query (the wallet reads the same answer), narrowed to the facts here.
  const results = useQueries({
    queries: unique.map((address) => ({
      ...algodAccountQuery(profile, address),
      select: (a: AlgodAccount): AccountFacts => {
        const facts: AccountFacts = {
          balance: toBigInt(a.amount),
          minBalance: toBigInt(a['min-balance']),
          assets: (a.assets ?? []).map((h) => toBigInt(h['asset-id'])),
        };
        if (a['auth-addr']) facts.authAddr = a['auth-addr'];
        return facts;
      },
    })),
  });
  const map = new Map<string, AccountFacts>();
  results.forEach((r, i) => {
    const address = unique[i];
    if (r.data !== undefined && address !== undefined) map.set(address, r.data);
  });
  return map;
}
