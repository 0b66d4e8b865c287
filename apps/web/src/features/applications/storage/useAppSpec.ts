import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import type { DecodedEvent } from '@sextant/core/contracts/decodeArc28Events';
import { loadContractSpec } from '@sextant/core/contracts/loadContractSpec';
import type { AppSpec } from '@sextant/core/explore/appSpec/AppSpec';
import { parseAppSpec } from '@sextant/core/explore/appSpec/parseAppSpec';
import type * as Decoders from '@sextant/core/explore/appSpec/decodeWithAppSpec';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { deleteAppSpec, getAppSpec, putAppSpec } from './appSpecStore';

/** The decoders, loaded only once a spec is attached (they bring algosdk's ABI types). */
export type SpecDecoders = typeof Decoders;

export interface AttachedSpec {
  spec: AppSpec;
  decode: SpecDecoders;
  /** ARC-28 events in logs (base64), by the spec's event signatures. */
  decodeEvents: (logsBase64: readonly string[]) => DecodedEvent[];
  /** The spec as the lab reads it (methods, error messages), when it reads as one. */
  contract?: ContractSpec;
}

export function appSpecQuery(network: string, appId: bigint) {
  return queryOptions({
    queryKey: queryKeys.local.store(network, 'app-spec', String(appId)),
    queryFn: async (): Promise<AttachedSpec | null> => {
      const record = await getAppSpec(network, appId);
      if (record === undefined) return null;
      const [decode, events] = await Promise.all([
        import('@sextant/core/explore/appSpec/decodeWithAppSpec'),
        import('@sextant/core/contracts/eventDecoderFor'),
      ]);
      let contract: ContractSpec | undefined;
      try {
        contract = loadContractSpec(record.text);
      } catch {
        contract = undefined; // the explorer's reading still serves
      }
      return {
        spec: parseAppSpec(record.text),
        decode,
        decodeEvents: events.eventDecoderFor(record.text),
        ...(contract !== undefined && { contract }),
      };
    },
    staleTime: Infinity,
    retry: false,
    // Module namespaces are not plain data: keep the object as it is.
    structuralSharing: false,
  });
}

/** The spec attached to an app on this network (null when none), and attach / remove. */
export function useAppSpec(network: string, appId: bigint) {
  const client = useQueryClient();
  const query = useQuery(appSpecQuery(network, appId));
  const refresh = () => client.invalidateQueries({ queryKey: appSpecQuery(network, appId).queryKey });
  const attach = useMutation({
    mutationFn: async (text: string) => {
      parseAppSpec(text); // refuse what will not read back
      await putAppSpec(network, appId, text);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteAppSpec(network, appId),
    onSuccess: refresh,
  });
  return { attached: query.data ?? null, query, attach, remove };
}
