import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import type { MultisigParams } from '@sextant/core/multisig/MultisigParams';
import { kmdMemberKey } from '@sextant/core/signing/signers/kmdMemberKey';
import type { MultisigMemberKey } from '@sextant/core/signing/signers/MultisigMemberKey';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { KmdWalletFields } from '../../../app/kmd/KmdWalletFields';
import { openKmdSignerRemembered } from '../../../app/kmd/kmdPasswords';
import { useKmdWalletChoice } from '../../../app/kmd/useKmdWalletChoice';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

/**
 * kmd as a source of member keys: pick a wallet, give its password, unlock (core's openKmdSigner
 * lists its keys, and a wrong password says "could not open wallet X"), then one button per member
 * key the wallet holds. The password stays in this component's state; every kmd call releases its
 * handle.
 */
/** The long "Sign as member N with kmd · wallet" wraps on a phone instead of widening the page. */
export const SIGN_AS_MEMBER = 'h-auto! min-h-8 max-w-full py-1.5 text-left whitespace-normal!';

export function KmdMembers({
  kmd,
  params,
  busy,
  onSign,
}: {
  kmd: KmdClient;
  params: MultisigParams;
  busy: boolean;
  onSign: (key: MultisigMemberKey) => void;
}) {
  const [held, setHeld] = useState<string[]>();
  const forget = () => setHeld(undefined);
  const choice = useKmdWalletChoice(kmd, true, forget);
  const { wallet, password } = choice;
  const [error, setError] = useState<unknown>();

  const unlock = () => {
    setError(undefined);
    openKmdSignerRemembered(kmd, choice.network, wallet, password).then(
      (signer) =>
        setHeld(params.addrs.filter((a, i, all) => signer.addresses.includes(a) && all.indexOf(a) === i)),
      setError,
    );
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        unlock();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <KmdWalletFields {...choice.fields} />
        <div className="sm:pt-5">
          <Button type="submit" disabled={busy || wallet === ''}>
            <KeyRound className="size-3.5" aria-hidden />
            {L.loadAddresses}
          </Button>
        </div>
      </div>
      {held !== undefined &&
        (held.length === 0 ? (
          <p className="text-[13px] text-bad">{L.noMemberInWallet}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {held.map((a) => (
              <Button
                key={a}
                variant="primary"
                disabled={busy}
                className={SIGN_AS_MEMBER}
                onClick={() => onSign(kmdMemberKey(kmd, wallet, password, a))}
              >
                {L.signAsMember(params.addrs.indexOf(a) + 1, `kmd · ${wallet}`)}
              </Button>
            ))}
          </div>
        ))}
      {error !== undefined && <ErrorAlert error={error} testId={T.kmdError} />}
    </form>
  );
}
