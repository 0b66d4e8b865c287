import type { AssetView } from '@sextant/core/explore/AssetView';
import { PlusCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { useConnectedWallet } from '../../wallet/ConnectedWalletContext';
import { useActingAsAccount } from '../../wallet/ActingAsContext';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import { ASSET_LABELS } from '../assetLabels';

const L = ASSET_LABELS.optIn;

// Signing and sending bring algosdk: loaded only once a wallet is connected.
const OptInAction = lazy(() => import('./OptInAction'));

/** A disabled "Opt in" and why it cannot be used. */
function Unavailable({ reason }: { reason: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="primary" size="sm" disabled>
        <PlusCircle className="size-3.5" aria-hidden />
        {L.button}
      </Button>
      <span className="text-[13px] text-muted">{reason}</span>
    </div>
  );
}

/**
 * The asset page's opt-in for the connected wallet's active account: whether it already holds the
 * asset (and how much), else "Opt in" through the wallet; disabled with the reason without one.
 */
export function AssetOptIn({ asset }: { asset: AssetView }) {
  const wallet = useConnectedWallet();
  const signer = useWalletSigner();
  // the active account: the wallet's, or the address acted as on a sandbox (its impersonation)
  const address = useActingAsAccount()?.address ?? wallet?.address;
  return (
    <Panel title={L.title}>
      {asset.deleted ? (
        <Unavailable reason={L.destroyed} />
      ) : address === undefined || signer === null ? (
        <Unavailable reason={L.noWallet} />
      ) : (
        <Suspense fallback={<StateMessage kind="loading">{L.checking}</StateMessage>}>
          <OptInAction asset={asset} address={address} signer={signer} />
        </Suspense>
      )}
    </Panel>
  );
}
