import { DISPENSER_WALLET } from '@sextant/core/fund/fundMessages';
import { fundingPayment } from '@sextant/core/fund/fundingPayment';
import type { NetworkClients } from '@sextant/core/pipeline/networkClients';
import type { PQKey } from '@sextant/core/pq/PQKey';
import { writePQKeyFile } from '@sextant/core/pq/pqKeyFile';
import { openKmdSigner } from '@sextant/core/signing/signers/openKmdSigner';
import { HandCoins, ShieldCheck, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { DownloadButton } from '../../../ui/DownloadButton';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SendStatus } from '../../../ui/send/SendStatus';
import { useSignAndSend } from '../../../ui/send/useSignAndSend';
import { EntityLink } from '../../explore/components/EntityLink';
import { PQ_LABELS as L } from '../pqLabels';

/** 10 Algo from the dispenser, as the fund screen gives. */
const FUND_MICROALGOS = 10_000_000n;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One post-quantum account: its address (to the explorer) with its salt and public key, the key
 * file to export, funding from the local dispenser, and forgetting the key.
 */
export function PQAccountCard({
  pqKey,
  clients,
  dispenser,
  onForget,
}: {
  pqKey: PQKey;
  clients: NetworkClients;
  dispenser: string | undefined;
  onForget: () => void;
}) {
  const { state, signing, signError, busy, signAndSend, keepWaiting } = useSignAndSend(clients);
  const networkId = clients.profile.id;
  const fund = () =>
    dispenser === undefined || clients.kmd === undefined
      ? undefined
      : void signAndSend(
          () => openKmdSigner(clients.kmd!, DISPENSER_WALLET, ''),
          (params) => fundingPayment(dispenser, pqKey.address, FUND_MICROALGOS, params),
        );
  return (
    <li className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid={L.ids.card}>
      <div className="flex min-w-0 items-center gap-2">
        <ShieldCheck className="size-4 shrink-0 text-accent" aria-hidden />
        <span className="min-w-0 font-mono text-[13px] break-all" data-testid={L.ids.address}>
          <EntityLink kind="account" value={pqKey.address} />
        </span>
        <CopyButton value={pqKey.address} what="address" />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-[12px]">
        <dt className="text-muted">{L.salt}</dt>
        <dd data-testid={L.ids.salt}>{L.saltNote(pqKey.salt)}</dd>
        <dt className="text-muted">{L.publicKey}</dt>
        <dd className="flex min-w-0 items-center gap-1">
          <span className="truncate font-mono text-muted">{toHex(pqKey.publicKey.subarray(0, 24))}…</span>
          <span className="shrink-0">{L.publicKeySize(pqKey.publicKey.length)}</span>
          <CopyButton value={toHex(pqKey.publicKey)} what="public key" />
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {dispenser !== undefined && (
          <Button size="sm" variant="primary" disabled={busy} onClick={fund}>
            <HandCoins className="size-3.5" aria-hidden />
            {signing ? L.funding : L.fund}
          </Button>
        )}
        <Link
          to={`/${networkId}/compose`}
          className="inline-flex h-7 items-center rounded-md border border-line-strong px-2 text-xs font-medium hover:bg-sunken"
        >
          {L.compose}
        </Link>
        <DownloadButton
          label={L.exportKey}
          bytes={() => writePQKeyFile(pqKey)}
          fileName={L.fileName(pqKey.address)}
        />
        <Button size="sm" variant="ghost" onClick={onForget}>
          <Trash2 className="size-3.5" aria-hidden />
          {L.forget}
        </Button>
      </div>
      {signError !== undefined && <ErrorAlert error={signError} testId={L.ids.error} />}
      <SendStatus
        state={state}
        networkId={networkId}
        ids={{ status: L.ids.status, error: L.ids.error, link: L.ids.txid }}
        onKeepWaiting={keepWaiting}
      />
    </li>
  );
}
