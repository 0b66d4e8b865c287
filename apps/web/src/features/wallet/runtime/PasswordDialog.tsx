import * as Dialog from '@radix-ui/react-dialog';
import { WalletError } from '@sextant/core/wallet/WalletError';
import { WALLET_MESSAGES } from '@sextant/core/wallet/walletMessages';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { WALLET_DIALOG_LABELS as L, WALLET_PROVIDER_NAMES } from '../walletDialogLabels';
import type { WalletPrompts } from './WalletPrompts';

/** kmd asks its password again when it signs after a reload: here, never with window.prompt. */
export function PasswordDialog({ prompts }: { prompts: WalletPrompts }) {
  const request = useSyncExternalStore(prompts.subscribe, prompts.current);
  const [password, setPassword] = useState('');
  const cancel = () => {
    request?.reject(
      new WalletError('user-rejected', WALLET_MESSAGES.userRejected(WALLET_PROVIDER_NAMES.kmd)),
    );
    setPassword('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request?.resolve(password);
    setPassword('');
  };
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && cancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 top-16 z-50 mx-auto w-[calc(100%-2rem)] max-w-sm rounded-lg border border-line bg-surface p-4 shadow-xl">
          <Dialog.Title className="mb-1 text-base font-semibold">{L.passwordTitle}</Dialog.Title>
          <Dialog.Description className="mb-3 text-[13px] text-muted">
            {L.passwordIntro(request?.walletName ?? '')}
          </Dialog.Description>
          <form onSubmit={submit} className="flex flex-col gap-3">
            <Field
              label={L.kmdPassword}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
            />
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={cancel}>
                {L.cancel}
              </Button>
              <Button type="submit" variant="primary">
                {L.passwordSubmit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
