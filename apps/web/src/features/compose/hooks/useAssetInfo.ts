import type { AlgodAsset } from '@sextant/core/algod/algodModels';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { useSettledValue } from '../../../ui/useSettledValue';
import { useAlgod } from './useComposeNode';

/**
 * The asset's parameters for the id typed (decimals, unit), or nothing while it is not an id. The node
 * is asked only once typing pauses (`1011` is one lookup, not four with three 404s); `waiting` is
 * true meanwhile, and an id already looked up answers from the cache at once.
 */
export function useAssetInfo(assetId: string) {
  const { reader, networkId } = useAlgod();
  const id = assetId.trim();
  const settled = useSettledValue(id);
  const valid = /^\d{1,20}$/.test(id) && BigInt(id) > 0n;
  const query = useQuery<AlgodAsset>({
    queryKey: queryKeys.algod.asset(networkId, id),
    queryFn: () => reader.asset(id),
    enabled: valid && settled === id,
    retry: false,
    staleTime: 30_000,
  });
  return { query, waiting: valid && settled !== id && query.data === undefined };
}
