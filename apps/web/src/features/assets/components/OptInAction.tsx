import type { AssetView } from '@sextant/core/explore/AssetView';
import { formatAmount } from '@sextant/core/format/formatAmount';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { assetOptInTxn } from '@sextant/core/txn/assetOptInTxn';
import { useQuery } from '@tanstack/react-query';
import { PlusCircle } from 'lucide-react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SendStatus } from '../../../ui/send/SendStatus';
import { useSignAndSend } from '../../../ui/send/useSignAndSend';
import { StateMessage } from '../../../ui/StateMessage';
import { EntityLink } from '../../explore/components/EntityLink';
import { ASSET_LABELS } from '../assetLabels';
import { holdingQuery } from '../holdingQuery';

const L = ASSET_LABELS.optIn;

/**
 * The connected account's holding of the asset, or "Opt in": a 0-amount transfer to itself signed
 * by the wallet (the one GroupSigner) and sent through sendAndFollow; the commit refreshes the
 * holding, which then shows.
 */
export default function OptInAction({
  asset,
  address,
  signer,
}: {
  asset: AssetView;
  address: string;
  signer: GroupSigner;
}) {
  const profile = useActiveNetwork();
  const clients = useNetworkClients();
  const holding = useQuery(holdingQuery(profile, address, asset.id));
  const { state, signError, busy, signing, signAndSend, keepWaiting } = useSignAndSend(clients);
  const account = <EntityLink kind="account" value={address} short />;

  if (holding.isPending) return <StateMessage kind="loading">{L.checking}</StateMessage>;
  if (holding.isError) return <ErrorAlert error={new Error(L.unread)} />;
  const held = holding.data;
  const status = (
    <SendStatus
      state={state}
      networkId={profile.id}
      ids={{ status: L.statusTestId, error: L.errorTestId, link: (i) => `optin-txid-${i}` }}
      onKeepWaiting={keepWaiting}
    />
  );
  if (held !== null)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-[13px]" data-testid={L.holdingTestId}>
          {account} {L.optedIn}{' '}
          <span className="font-mono tabular-nums">{formatAmount(BigInt(held.amount), asset.decimals)}</span>
          {asset.unitName !== undefined && <span className="ml-1 text-muted">{asset.unitName}</span>}
        </p>
        {status}
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          size="sm"
          disabled={busy}
          onClick={() => void signAndSend(signer, (params) => assetOptInTxn(address, asset.id, params))}
        >
          <PlusCircle className="size-3.5" aria-hidden />
          {signing ? L.signing : L.button}
        </Button>
        <span className="text-[13px] text-muted">
          {account} {L.needed}
        </span>
      </div>
      {signError !== undefined && <ErrorAlert error={signError} testId={L.errorTestId} />}
      {status}
    </div>
  );
}
