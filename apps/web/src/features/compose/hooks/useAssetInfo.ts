import type { AlgodAsset } from '@sextant/core/algod/algodModels';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { useAlgod } from './useComposeNode';

/** The asset's parameters for the id typed so far (decimals, unit), or nothing while it is not an id. */
export function useAssetInfo(assetId: string) {
  const { reader, networkId } = useAlgod();
  const id = assetId.trim();
  const valid = /^\d{1,20}$/.test(id) && BigInt(id) > 0n;
  return useQuery<AlgodAsset>({
    queryKey: queryKeys.algod.asset(networkId, id),
    queryFn: () => reader.asset(id),
    enabled: valid,
    retry: false,
    staleTime: 30_000,
  });
}
