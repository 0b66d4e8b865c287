import { parseAppSpec } from '@sextant/core/explore/appSpec/parseAppSpec';
import { withMyContract } from '@sextant/core/contracts/myContractsList';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { useQueryClient } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { browserStorage } from '../../../app/storage/browserStorage';
import { suggestedParamsQuery } from '../../compose/hooks/useComposeNode';
import { changeMyContracts } from '../storage/myContractsStore';

/**
 * Lists an app whose spec was attached outside the lab (the application page) under the lab's
 * "My contracts". The network's genesis hash is asked for only then; if the node cannot say, the
 * spec stays attached and the app is simply not listed.
 */
export function useListAttached(): (appId: bigint, specText: string) => void {
  const queryClient = useQueryClient();
  const { algod } = useNetworkClients();
  const { id } = useActiveNetwork();
  return (appId, specText) =>
    void queryClient
      .fetchQuery(suggestedParamsQuery(algod, id))
      .then((params) =>
        changeMyContracts(browserStorage(), bytesToBase64(params.genesisHash), (list) =>
          withMyContract(list, {
            appId: appId.toString(),
            name: parseAppSpec(specText).name,
            how: 'attached',
            at: Date.now(),
          }),
        ),
      )
      .catch(() => undefined);
}
