import { sendAndFollow } from '@sextant/core/pipeline/sendAndFollow';
import type { FollowResult } from '@sextant/core/pipeline/followGroup';
import { useQueryClient } from '@tanstack/react-query';
import { useActiveNetwork } from '../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../app/pipeline/useNetworkClients';
import { invalidateCommitted } from '../../app/queries/invalidateCommitted';

/** Sends signed bytes through core's pipeline and refreshes what the commit touched. */
export function useSendSigned() {
  const { algod } = useNetworkClients();
  const network = useActiveNetwork();
  const queryClient = useQueryClient();
  return async (signed: readonly Uint8Array[], touched: readonly string[]): Promise<FollowResult> => {
    const { result } = await sendAndFollow(algod, signed, { maxRounds: 10n });
    if (result.kind === 'committed')
      await invalidateCommitted(queryClient, network.id, { addresses: touched });
    return result;
  };
}
