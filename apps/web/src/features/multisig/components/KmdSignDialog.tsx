import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../../../ui/DialogFrame';
import { KmdClient } from '@sextant/core/kmd/KmdClient';
import { addSignature, bundleTransactions, type MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import type { EndpointConfig } from '@sextant/core/network/NetworkProfile';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

/**
 * kmd signing: pick a wallet, give its password, pick which of its keys (a member) signs. The
 * password lives in this dialog's state only and each kmd call releases its wallet handle.
 */
export function KmdSignDialog({
  kmd,
  bundle,
  onSigned,
}: {
  kmd: EndpointConfig;
  bundle: MultisigBundle;
  onSigned: (bundle: MultisigBundle, signer: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="primary">
          <KeyRound className="size-3.5" aria-hidden />
          {L.signWithKmd}
        </Button>
      </Dialog.Trigger>
      <DialogFrame title={L.kmdDialogTitle} description={L.kmdDialogIntro} closeLabel={L.cancel} width="lg">
        <KmdSignForm
          kmd={kmd}
          bundle={bundle}
          onCancel={() => setOpen(false)}
          onSigned={(b, s) => {
            setOpen(false);
            onSigned(b, s);
          }}
        />
      </DialogFrame>
    </Dialog.Root>
  );
}

function KmdSignForm({
  kmd,
  bundle,
  onCancel,
  onSigned,
}: {
  kmd: EndpointConfig;
  bundle: MultisigBundle;
  onCancel: () => void;
  onSigned: (bundle: MultisigBundle, signer: string) => void;
}) {
  const client = useMemo(() => new KmdClient(kmd), [kmd]);
  const ids = { wallet: useId(), password: useId(), signer: useId() };
  const [wallets, setWallets] = useState<string[]>();
  const [wallet, setWallet] = useState('');
  const [password, setPassword] = useState('');
  const [members, setMembers] = useState<string[]>();
  const [signer, setSigner] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let live = true;
    client.listWallets().then(
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
  }, [client]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const listMembers = () =>
    run(async () => {
      const held = await client.withWallet(wallet, password, (s) => s.listAddresses());
      const found = bundle.params.addrs.filter((a, i, all) => held.includes(a) && all.indexOf(a) === i);
      setMembers(found);
      const unsigned = found.find((a) => bundle.signatures.some((s) => s[a] === undefined));
      setSigner(unsigned ?? found[0] ?? '');
    });

  const sign = () =>
    run(async () => {
      const txns = bundleTransactions(bundle);
      const next = await client.withWallet(wallet, password, async (s) => {
        let b = bundle;
        for (const [i, txn] of txns.entries()) {
          b = addSignature(b, i, signer, await s.signMultisig(txn, bundle.params, signer));
        }
        return b;
      });
      onSigned(next, signer);
    });

  const select = 'h-8 w-full min-w-0 rounded-md border border-line-strong bg-surface px-2 text-[13px]';
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void (members === undefined ? listMembers() : sign());
      }}
    >
      {wallets === undefined && error === undefined && (
        <p className="text-[13px] text-muted">{L.loadingWallets}</p>
      )}
      {wallets !== undefined && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.wallet} className="text-xs font-medium text-muted">
              {L.wallet}
            </label>
            <select
              id={ids.wallet}
              className={select}
              value={wallet}
              onChange={(e) => {
                setWallet(e.target.value);
                setMembers(undefined);
              }}
            >
              {wallets.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.password} className="text-xs font-medium text-muted">
              {L.password}
            </label>
            <input
              id={ids.password}
              type="password"
              autoComplete="off"
              className="h-8 w-full rounded-md border border-line-strong bg-surface px-2 text-[13px]"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setMembers(undefined);
              }}
            />
          </div>
        </>
      )}
      {members !== undefined &&
        (members.length === 0 ? (
          <p className="text-[13px] text-bad">{L.noMemberInWallet}</p>
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.signer} className="text-xs font-medium text-muted">
              {L.signer}
            </label>
            <select
              id={ids.signer}
              className={`${select} font-mono`}
              value={signer}
              onChange={(e) => setSigner(e.target.value)}
            >
              {members.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </div>
        ))}
      {error !== undefined && <ErrorAlert error={error} testId={T.signError} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {L.cancel}
        </Button>
        {members === undefined ? (
          <Button type="submit" variant="primary" disabled={busy || wallets === undefined || wallet === ''}>
            {L.loadAddresses}
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={busy || signer === ''}>
            {busy ? L.signing : L.sign}
          </Button>
        )}
      </div>
    </form>
  );
}
