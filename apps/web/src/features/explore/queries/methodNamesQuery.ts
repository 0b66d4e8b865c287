import type { MethodName } from '@sextant/core/contracts/methodNamesOf';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { getAppSpec } from '../../applications/storage/appSpecStore';

/**
 * The methods of the spec attached to an app, by selector (null when none is attached): what a
 * transaction list names its app calls by. Under the attached spec's key, so attaching or removing
 * one refreshes it; the spec's reader loads only once an app in a list has a spec.
 */
export function methodNamesQuery(network: string, appId: bigint) {
  return queryOptions({
    queryKey: queryKeys.local.store(network, 'app-spec', String(appId), 'method-names'),
    queryFn: async (): Promise<Record<string, MethodName> | null> => {
      const record = await getAppSpec(network, appId);
      if (record === undefined) return null;
      const { methodNamesOf } = await import('@sextant/core/contracts/methodNamesOf');
      return methodNamesOf(record.text);
    },
    staleTime: Infinity,
    retry: false,
  });
}
