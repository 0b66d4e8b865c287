import { readPuyaOut, type GivenFile, type PuyaProgramFiles } from '@sextant/core/debug/readPuyaOut';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forgetPuyaPrograms, savePuyaPrograms, storedPuyaPrograms } from './puyaMapStore';

const KEY = ['debug', 'puya-maps'];

/**
 * The puya debug maps the debugger knows (kept in IndexedDB by program hash), and adding more: a
 * dropped out/ folder's files read into maps with their hashes and sources, and a bundle's maps.
 */
export function usePuyaMaps() {
  const client = useQueryClient();
  const stored = useQuery({ queryKey: KEY, queryFn: storedPuyaPrograms, staleTime: Infinity });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const add = useMutation({
    mutationFn: async (files: GivenFile[]) => {
      const read = readPuyaOut(files);
      await savePuyaPrograms(read.programs);
      return read;
    },
    onSuccess: refresh,
  });
  const keep = async (programs: readonly PuyaProgramFiles[]) => {
    if (programs.length === 0) return;
    await savePuyaPrograms(programs);
    await refresh();
  };
  const forget = useMutation({ mutationFn: forgetPuyaPrograms, onSuccess: refresh });
  return { programs: stored.data ?? [], add, keep, forget };
}
