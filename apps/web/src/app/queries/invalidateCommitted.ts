import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

/** What a committed group touched, as far as the screens care. */
export interface CommittedTouches {
  addresses: readonly string[];
  appIds?: readonly (bigint | string)[];
  assetIds?: readonly (bigint | string)[];
}

/**
 * After a group commits: every view of the accounts, applications and assets it touched, the
 * header's round (the probe) and algod's status, and the lists that grow with each block. One call
 * from wherever the commit was seen, so no screen keeps showing the ledger before it.
 */
export function invalidateCommitted(
  queryClient: QueryClient,
  net: string,
  touched: CommittedTouches,
): Promise<void> {
  const keys: (readonly unknown[])[] = [
    queryKeys.probe(net),
    queryKeys.algod.status(net),
    queryKeys.algod.params(net),
    queryKeys.ledger.latest(net),
    queryKeys.ledger.search(net, 'transactions'),
  ];
  for (const a of new Set(touched.addresses))
    keys.push(queryKeys.algod.account(net, a), queryKeys.ledger.account(net, a));
  for (const id of new Set((touched.appIds ?? []).map(String)))
    keys.push(queryKeys.algod.application(net, id), queryKeys.ledger.application(net, id));
  for (const id of new Set((touched.assetIds ?? []).map(String)))
    keys.push(queryKeys.algod.asset(net, id), queryKeys.ledger.asset(net, id));
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
