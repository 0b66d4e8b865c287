import type { NetworkClients } from '@sextant/core/pipeline/networkClients';
import type { DecodedItem } from '@sextant/core/offline/decodeTransactions';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { PenLine, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { SendStatus } from '../../../ui/send/SendStatus';
import { useSendAndFollow } from '../../../ui/send/useSendAndFollow';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import { DECODE_LABELS as L, DECODE_TEST_IDS as T } from '../decodeLabels';
import { BytesBlock } from '../../../ui/BytesBlock';
import { concatBytes } from '@sextant/core/encoding/concatBytes';
import { ErrorAlert } from '../../../ui/ErrorAlert';

/**
 * Signing the decoded transactions with the connected wallet, and sending them once every one is
 * signed. Mount it keyed on the decoded input: new input starts over.
 */
export function SignAndSendPanel({
  items,
  clients,
}: {
  items: readonly DecodedItem[];
  clients: NetworkClients;
}) {
  const network = clients.profile;
  const signer = useWalletSigner();
  const [walletSigned, setWalletSigned] = useState<(Uint8Array | null)[]>([]);
  const [signing, setSigning] = useState(false);
  const [signError, setSignError] = useState<unknown>();
  const { state, send, keepWaiting } = useSendAndFollow(clients);

  const combined = items.map((item, i) => walletSigned[i] ?? (item.signed ? item.bytes : null));
  const missing = combined.filter((b) => b === null).length;
  const toSign = signer
    ? items.flatMap((item, i) => {
        if (combined[i] !== null) return [];
        const who = item.readable.authAddress ?? item.readable.sender;
        return signer.addresses.includes(who) ? [i] : [];
      })
    : [];
  const signedByWallet = walletSigned.flatMap((b, i) => (b ? [i] : []));
  const busy = signing || state.kind === 'sending';

  const sign = async () => {
    if (!signer) return;
    setSigning(true);
    setSignError(undefined);
    try {
      const result = await signer.signGroup(
        items.map((i) => i.txn),
        toSign,
      );
      if (result.every((b) => b === null)) throw new Error(L.walletSignedNothing);
      setWalletSigned((previous) => items.map((_, i) => result[i] ?? previous[i] ?? null));
    } catch (e) {
      setSignError(e);
    } finally {
      setSigning(false);
    }
  };

  return (
    <Panel title={L.actionsTitle}>
      <div className="flex flex-col gap-3">
        {signer === null ? (
          missing > 0 && <p className="text-[13px] text-muted">{L.noWallet}</p>
        ) : missing > 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="primary" disabled={busy || toSign.length === 0} onClick={() => void sign()}>
              <PenLine className="size-3.5" aria-hidden />
              {signing ? L.signing : L.signWithWallet}
            </Button>
            <span className="text-[13px] text-muted">
              {toSign.length === 0 ? L.nothingForWallet : L.walletSigns(signer.label, toSign.length)}
            </span>
          </div>
        ) : null}
        {signError !== undefined && <ErrorAlert error={signError} testId={T.signError} />}

        {signedByWallet.length > 0 && (
          <div className="flex flex-col gap-3">
            {signedByWallet.map((i) => (
              <BytesBlock
                key={i}
                label={L.signedTxn(i + 1)}
                value={bytesToBase64(walletSigned[i] as Uint8Array)}
                testId={T.signedTxn(i)}
              />
            ))}
            <BytesBlock
              label={L.signedGroup}
              value={bytesToBase64(concatBytes(combined.map((b, i) => b ?? (items[i] as DecodedItem).bytes)))}
              testId={T.signedGroup}
            />
          </div>
        )}

        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={missing === 0 ? 'primary' : 'secondary'}
            disabled={missing > 0 || busy || state.kind === 'confirmed'}
            onClick={() => void send(combined as Uint8Array[])}
          >
            <Send className="size-3.5" aria-hidden />
            {L.send}
          </Button>
          <span className="text-[13px] text-muted">
            {missing > 0 ? L.notFullySigned(missing) : L.sendTo(network.name)}
          </span>
        </div>
        <SendStatus
          state={state}
          networkId={network.id}
          ids={{ status: T.sendStatus, error: T.sendError, link: T.txidLink }}
          onKeepWaiting={() => void keepWaiting(combined as Uint8Array[])}
        />
      </div>
    </Panel>
  );
}
