import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../../../ui/DialogFrame';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { WalletProvider } from '@sextant/core/wallet/offeredProviders';
import { AlertTriangle, ChevronRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { ActAsSection } from '../../networkControl/ActAsSection';
import { stopActingAs } from '../../networkControl/actAs';
import { useActingAs } from '../../networkControl/actingAsStore';
import { hasNetworkControl } from '../../networkControl/hasNetworkControl';
import {
  WALLET_DIALOG_LABELS as L,
  WALLET_PROVIDER_HINTS,
  WALLET_PROVIDER_NAMES,
} from '../walletDialogLabels';
import { AccountsList } from './AccountsList';
import { KmdForm, MnemonicForm } from './ConnectForms';

export type ConnectRequest =
  | { provider: 'pera' | 'defly' | 'lute' | 'kibisis' }
  | { provider: 'kmd'; walletName: string; password: string }
  | { provider: 'mnemonic'; phrase: string; remember: boolean };

export interface ConnectedView {
  provider: WalletProvider;
  accounts: string[];
  active: string;
}

export interface WalletDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  network: NetworkProfile;
  providers: readonly WalletProvider[];
  busy: WalletProvider | null;
  error: string | null;
  connected: ConnectedView | null;
  onConnect(request: ConnectRequest): void;
  onUseAccount(address: string): void;
  onDisconnect(): void;
}

/**
 * Connect (the offered providers, kmd's and the mnemonic's own forms) or, once connected, the
 * accounts; on a sandbox network, "Act as…" any address too (its impersonation).
 */
export function WalletDialog(props: WalletDialogProps) {
  const { open, onOpenChange, network, connected, error } = props;
  const acting = useActingAs(network.id);
  const actAs = hasNetworkControl(network.id) ? (
    <ActAsSection network={network} onNavigate={() => onOpenChange(false)} />
  ) : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        title={L.dialogTitle}
        description={
          connected === null
            ? L.dialogIntroDisconnected(network.name)
            : L.dialogIntroConnected(WALLET_PROVIDER_NAMES[connected.provider], network.name)
        }
        closeLabel={L.close}
        width="xl"
      >
        {/* While acting as an address, that is the active account: it comes first. */}
        {actAs !== null && acting !== null && <div className="mb-5 border-b border-line pb-4">{actAs}</div>}
        {error !== null && (
          <div
            role="alert"
            className="mb-4 flex gap-2 rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-bad" aria-hidden />
            <p className="min-w-0 break-words">{error}</p>
          </div>
        )}
        {connected === null ? (
          <ProviderChooser {...props} />
        ) : (
          <AccountsList
            network={network}
            accounts={connected.accounts}
            // while acting as an impersonated address, none of the wallet's accounts is the active one
            active={acting === null ? connected.active : ''}
            onUse={(address) => {
              if (acting !== null) void stopActingAs(network);
              props.onUseAccount(address);
            }}
            onNavigate={() => onOpenChange(false)}
            footer={
              <Button variant="danger" onClick={props.onDisconnect}>
                {L.disconnect}
              </Button>
            }
          />
        )}
        {actAs !== null && acting === null && <div className="mt-5 border-t border-line pt-4">{actAs}</div>}
      </DialogFrame>
    </Dialog.Root>
  );
}

function ProviderChooser({ providers, busy, onConnect }: WalletDialogProps) {
  const [form, setForm] = useState<'kmd' | 'mnemonic' | null>(null);
  if (form === 'kmd')
    return (
      <KmdForm
        busy={busy === 'kmd'}
        onBack={() => setForm(null)}
        onSubmit={(walletName, password) => onConnect({ provider: 'kmd', walletName, password })}
      />
    );
  if (form === 'mnemonic')
    return (
      <MnemonicForm
        busy={busy === 'mnemonic'}
        onBack={() => setForm(null)}
        onSubmit={(phrase, remember) => onConnect({ provider: 'mnemonic', phrase, remember })}
      />
    );
  if (providers.length === 0) return <p className="text-sm text-muted">{L.noProviders}</p>;
  return (
    <section aria-label={L.providersHeading}>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{L.providersHeading}</h3>
      <ul className="flex flex-col gap-1.5">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              aria-label={L.providerButton(WALLET_PROVIDER_NAMES[provider])}
              disabled={busy !== null}
              onClick={() =>
                provider === 'kmd' || provider === 'mnemonic' ? setForm(provider) : onConnect({ provider })
              }
              className="flex w-full items-center gap-3 rounded-md border border-line px-3 py-2 text-left hover:border-line-strong hover:bg-sunken disabled:opacity-50"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent-soft text-sm font-semibold text-accent">
                {WALLET_PROVIDER_NAMES[provider].slice(0, 1)}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium">{WALLET_PROVIDER_NAMES[provider]}</span>
                <span className="text-xs text-muted">{WALLET_PROVIDER_HINTS[provider]}</span>
              </span>
              {busy === provider ? (
                <Loader2 className="size-4 animate-spin text-muted" aria-hidden />
              ) : (
                <ChevronRight className="size-4 text-muted" aria-hidden />
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
