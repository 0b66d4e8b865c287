import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../../../ui/DialogFrame';
import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { queryKeys } from '../../../app/queries/queryKeys';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { COMPOSE_LABELS as L } from '../composeLabels';

export interface KmdDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kmd: KmdClient;
  /** The button's text: sign, or only read the wallet's accounts. */
  action: string;
  onSubmit: (wallet: string, password: string) => Promise<void>;
}

/** Wallet from kmd's list and its password, asked in a dialog (never window.prompt); the password is not kept. */
export function KmdDialog({ open, onOpenChange, kmd, action, onSubmit }: KmdDialogProps) {
  const { id: networkId } = useActiveNetwork();
  const wallets = useQuery({
    queryKey: queryKeys.kmd.wallets(networkId),
    queryFn: () => kmd.listWallets(),
    enabled: open,
    retry: false,
  });
  const [wallet, setWallet] = useState('');
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const selectId = useId();
  const names = wallets.data?.map((w) => w.name) ?? [];
  const chosen = names.includes(wallet) ? wallet : (names[0] ?? '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen === '') return;
    setWorking(true);
    try {
      await onSubmit(chosen, password);
    } finally {
      setWorking(false);
      setPassword('');
      onOpenChange(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame title={L.kmdDialogTitle} description={L.kmdDialogIntro} closeLabel={L.cancel} width="md">
        <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)}>
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-xs font-medium text-muted">
              {L.kmdWallet}
            </label>
            <select
              id={selectId}
              value={chosen}
              onChange={(e) => setWallet(e.target.value)}
              className="h-8 rounded-md border border-line-strong bg-surface px-2 text-[13px]"
            >
              {names.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {wallets.isError && <p className="text-xs text-bad">{wallets.error.message}</p>}
            {wallets.isSuccess && names.length === 0 && (
              <p className="text-xs text-muted">{L.kmdNoWallets}</p>
            )}
          </div>
          <Field
            label={L.kmdPassword}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button>{L.cancel}</Button>
            </Dialog.Close>
            <Button type="submit" variant="primary" disabled={working || chosen === ''}>
              {working ? L.kmdWorking : action}
            </Button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
