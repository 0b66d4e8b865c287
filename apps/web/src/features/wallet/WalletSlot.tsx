import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext } from 'react';
import { useBrowserState } from '../../ui/hydration/useBrowserState';
import { probeQueryOptions } from '../network/probeQueryOptions';
import { useNetworkProbe } from '../network/useNetworkProbe';
import { hasStoredSession } from './hasStoredSession';
import { WalletChip } from './WalletChip';
import { WalletConfigContext } from './WalletConfigContext';
import { WalletHostContext } from './WalletHostContext';

// The wallet libraries (use-wallet, Pera, Defly, Lute, Kibisis, algosdk's kmd) live in this chunk
// and load only when someone opens the wallet or a stored session has to resume.
const WalletRuntime = lazy(() =>
  import('./runtime/WalletRuntime').then((m) => ({ default: m.WalletRuntime })),
);

/**
 * The header's wallet slot for one network (the header remounts it when the network changes).
 * What the runtime needs from the shell is handed over as props, so the runtime chunk imports no
 * first-page module and the first page's chunks stay as they were.
 */
export function WalletSlot({ network }: { network: NetworkProfile }) {
  const config = useContext(WalletConfigContext);
  const publish = useContext(WalletHostContext);
  const queryClient = useQueryClient();
  const { probe } = useNetworkProbe(network);
  const [load, setLoad] = useBrowserState<'no' | 'resume' | 'open'>(
    () => (hasStoredSession(network.id) ? 'resume' : 'no'),
    'no',
  );
  if (load === 'no') return <WalletChip state="disconnected" onClick={() => setLoad('open')} />;
  return (
    <Suspense fallback={<WalletChip state="pending" />}>
      <WalletRuntime
        network={network}
        openAtStart={load === 'open'}
        config={config}
        publish={publish}
        Chip={WalletChip}
        probe={probe}
        fetchProbe={() => queryClient.fetchQuery(probeQueryOptions(network))}
      />
    </Suspense>
  );
}
