import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../../../ui/DialogFrame';
import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { useState, type FormEvent } from 'react';
import { KmdWalletFields } from '../../../app/kmd/KmdWalletFields';
import { useKmdWalletChoice } from '../../../app/kmd/useKmdWalletChoice';
import { Button } from '../../../ui/Button';
import { COMPOSE_LABELS as L } from '../composeLabels';

export interface KmdDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kmd: KmdClient;
  /** The button's text: sign, or only read the wallet's accounts. */
  action: string;
  onSubmit: (wallet: string, password: string) => Promise<void>;
}

/**
 * Wallet from kmd's list and its password, asked in a dialog (never window.prompt). It opens on the
 * wallet the person opened last this session, with the password that opened it (memory only), or on
 * nothing chosen.
 */
export function KmdDialog({ open, onOpenChange, kmd, action, onSubmit }: KmdDialogProps) {
  // Nothing the person did not give this session: no wallet picked for them, no password but the
  // one that opened the wallet they chose (memory only), so each wallet is asked once per session.
  const choice = useKmdWalletChoice(kmd, open, undefined, 'session');
  const { wallet: chosen, password } = choice;
  const [working, setWorking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen === '') return;
    setWorking(true);
    try {
      await onSubmit(chosen, password);
    } finally {
      setWorking(false);
      choice.clearPassword();
      onOpenChange(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame title={L.kmdDialogTitle} description={L.kmdDialogIntro} closeLabel={L.cancel} width="md">
        <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)}>
          <KmdWalletFields {...choice.fields} />
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
