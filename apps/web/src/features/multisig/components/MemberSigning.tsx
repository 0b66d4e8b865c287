import type { MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import { signBundleAsMember } from '@sextant/core/multisig/signBundleAsMember';
import type { MultisigMemberKey } from '@sextant/core/signing/signers/MultisigMemberKey';
import { WALLET_MESSAGES } from '@sextant/core/wallet/walletMessages';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useConnectedWallet } from '../../wallet/ConnectedWalletContext';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';
import { KmdMembers, SIGN_AS_MEMBER } from './KmdMembers';

/**
 * "Sign as member N": one path for every source of a member key, the connected wallet (when it
 * holds a member and lets Sextant sign with it) or kmd (any member key the wallet holds), through
 * core's multisig member signer. A wallet is never asked to sign as the multisig address itself.
 */
export function MemberSigning({
  bundle,
  onSigned,
}: {
  bundle: MultisigBundle;
  onSigned: (bundle: MultisigBundle) => void;
}) {
  const { kmd } = useNetworkClients();
  const wallet = useConnectedWallet();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<unknown>();
  const { addrs } = bundle.params;
  const walletMembers = wallet
    ? addrs.filter((a, i) => wallet.addresses.includes(a) && addrs.indexOf(a) === i)
    : [];

  const keyed = walletMembers.map((a) => ({ a, key: wallet?.memberKey(a) }));
  const signable = keyed.filter((k): k is { a: string; key: MultisigMemberKey } => k.key !== undefined);
  const cannot = keyed.filter((k) => k.key === undefined).map((k) => k.a);

  const sign = (key: MultisigMemberKey) => {
    setBusy(true);
    setError(undefined);
    setNote(undefined);
    signBundleAsMember(bundle, key)
      .then((next) => {
        setNote(L.signedBy(key.address));
        onSigned(next);
      }, setError)
      .finally(() => setBusy(false));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h4 className="text-xs font-medium text-muted">{L.withWallet}</h4>
        {wallet === null ? (
          <p className="text-[13px] text-muted">{L.noWallet}</p>
        ) : walletMembers.length === 0 ? (
          <p className="text-[13px] text-muted">{L.walletNotMember}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            {signable.map(({ a, key }) => (
              <Button
                key={a}
                variant="primary"
                disabled={busy}
                className={SIGN_AS_MEMBER}
                onClick={() => sign(key)}
              >
                <PenLine className="size-3.5" aria-hidden />
                {L.signAsMember(addrs.indexOf(a) + 1, wallet.provider)}
              </Button>
            ))}
            {/* said once, not once per member: kmd itself signs below; another wallet cannot */}
            {cannot.length > 0 && (
              <p data-testid={T.walletCannot} className="text-[13px] text-muted">
                {wallet.providerId === 'kmd'
                  ? L.walletIsKmd(cannot.map((a) => addrs.indexOf(a) + 1))
                  : WALLET_MESSAGES.multisigNotSupported(wallet.provider)}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-xs font-medium text-muted">{L.withKmd}</h4>
        {kmd === undefined ? (
          <p className="text-[13px] text-muted">{L.noKmd}</p>
        ) : (
          <KmdMembers kmd={kmd} params={bundle.params} busy={busy} onSign={sign} />
        )}
      </div>
      {note !== undefined && (
        <p role="status" data-testid={T.signNote} className="text-[13px] break-all text-ok">
          {note}
        </p>
      )}
      {error !== undefined && <ErrorAlert error={error} testId={T.signError} />}
    </div>
  );
}
