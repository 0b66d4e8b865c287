import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import type { MultisigParams } from '@sextant/core/multisig/MultisigParams';
import { openKmdSigner } from '@sextant/core/signing/signers/openKmdSigner';
import { kmdMemberKey } from '@sextant/core/signing/signers/kmdMemberKey';
import type { MultisigMemberKey } from '@sextant/core/signing/signers/MultisigMemberKey';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Field } from '../../../ui/Field';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

const INPUT = 'h-8 w-full min-w-0 rounded-md border border-line-strong bg-surface px-2 text-[13px]';

/**
 * kmd as a source of member keys: pick a wallet, give its password, unlock (core's openKmdSigner
 * lists its keys, and a wrong password says "could not open wallet X"), then one button per member
 * key the wallet holds. The password stays in this component's state; every kmd call releases its
 * handle.
 */
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
  const walletId = useId();
  const [wallets, setWallets] = useState<string[]>();
  const [wallet, setWallet] = useState('');
  const [password, setPassword] = useState('');
  const [held, setHeld] = useState<string[]>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let live = true;
    kmd.listWallets().then(
      (list) => {
        if (!live) return;
        const names = list.map((w) => w.name);
        setWallets(names);
        setWallet(
          names.includes('unencrypted-default-wallet') ? 'unencrypted-default-wallet' : (names[0] ?? ''),
        );
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [kmd]);

  const unlock = () => {
    setError(undefined);
    openKmdSigner(kmd, wallet, password).then(
      (signer) =>
        setHeld(params.addrs.filter((a, i, all) => signer.addresses.includes(a) && all.indexOf(a) === i)),
      setError,
    );
  };
  const forget = () => setHeld(undefined);

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        unlock();
      }}
    >
      {wallets === undefined && error === undefined && (
        <p className="text-[13px] text-muted">{L.loadingWallets}</p>
      )}
      {wallets !== undefined && (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
          <div className="flex flex-col gap-1">
            <label htmlFor={walletId} className="text-xs font-medium text-muted">
              {L.wallet}
            </label>
            <select
              id={walletId}
              className={INPUT}
              value={wallet}
              onChange={(e) => {
                setWallet(e.target.value);
                forget();
              }}
            >
              {wallets.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={L.password}
            type="password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              forget();
            }}
          />
          <Button type="submit" disabled={busy || wallet === ''}>
            <KeyRound className="size-3.5" aria-hidden />
            {L.loadAddresses}
          </Button>
        </div>
      )}
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
