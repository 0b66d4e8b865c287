import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/queries/queryKeys';
import { deleteLogicSig, listLogicSigs, putLogicSig } from './storage/logicSigStore';

/** The logic sigs saved on a network (IndexedDB), newest first, with save and remove. */
export function useSavedLogicSigs(networkId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.local.store(networkId, 'logicsigs');
  const list = useQuery({ queryKey: key, queryFn: () => listLogicSigs(networkId), staleTime: Infinity });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (record: SavedLogicSig) => putLogicSig(networkId, record),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteLogicSig(networkId, id),
    onSuccess: refresh,
  });
  return {
    logicSigs: list.data ?? [],
    isLoading: list.isLoading,
    error: list.error,
    save: (r: SavedLogicSig) => save.mutateAsync(r),
    remove: (id: string) => remove.mutateAsync(id),
  };
}
