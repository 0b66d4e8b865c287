import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect } from 'react';
import { useBrowserState } from '../../ui/hydration/useBrowserState';
import { probeQueryOptions } from '../network/probeQueryOptions';
import { useNetworkProbe } from '../network/useNetworkProbe';
import { useActingAs } from '../networkControl/actingAsStore';
import { hasNetworkControl } from '../networkControl/hasNetworkControl';
import { ActingAsContext, ActingAsHostContext } from './ActingAsContext';
import { hasStoredSession } from './hasStoredSession';
import { shortAddress } from './runtime/shortAddress';
import { WalletChip, type WalletChipProps } from './WalletChip';
import { WalletConfigContext } from './WalletConfigContext';
import { WalletHostContext } from './WalletHostContext';

// The wallet libraries (use-wallet, Pera, Defly, Lute, Kibisis, algosdk's kmd) live in this chunk
// and load only when someone opens the wallet or a stored session has to resume.
const WalletRuntime = lazy(() =>
  import('./runtime/WalletRuntime').then((m) => ({ default: m.WalletRuntime })),
);

/** The chip, showing the impersonated account (marked) while the person acts as one. */
function ActingAwareChip(props: WalletChipProps) {
  const acting = useContext(ActingAsContext);
  if (acting === null) return <WalletChip {...props} />;
  return <WalletChip {...props} state="connected" shortAddress={shortAddress(acting.address)} impersonated />;
}

/**
 * On a sandbox network: publishes the account acted as (the wallet menu's "Act as…") to the
 * screens, and after a reload asks the sandbox whether the kept address is still unlocked.
 */
function useActingAsSession(network: NetworkProfile): void {
  const acting = useActingAs(network.id);
  const publish = useContext(ActingAsHostContext);
  const controlled = hasNetworkControl(network.id);
  useEffect(() => {
    if (!controlled || acting === null || acting.signer !== undefined) return;
    void import('../networkControl/actAs')
      .then((m) => m.resumeActingAs(network))
      // an unreachable sandbox: the address stays kept, tried again on the next visit
      .catch(() => undefined);
  }, [controlled, acting, network]);
  const signer = controlled ? acting?.signer : undefined;
  const address = acting?.address;
  useEffect(() => {
    publish(signer === undefined || address === undefined ? null : { address, signer });
    return () => publish(null);
  }, [publish, signer, address]);
}

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
  useActingAsSession(network);
  const [load, setLoad] = useBrowserState<'no' | 'resume' | 'open'>(
    () => (hasStoredSession(network.id) ? 'resume' : 'no'),
    'no',
  );
  if (load === 'no') return <ActingAwareChip state="disconnected" onClick={() => setLoad('open')} />;
  return (
    <Suspense fallback={<ActingAwareChip state="pending" />}>
      <WalletRuntime
        network={network}
        openAtStart={load === 'open'}
        config={config}
        publish={publish}
        Chip={ActingAwareChip}
        probe={probe}
        fetchProbe={() => queryClient.fetchQuery(probeQueryOptions(network))}
      />
    </Suspense>
  );
}
