import clsx from 'clsx';
import { Loader2, VenetianMask } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { WALLET_CHIP_LABELS as L, type WalletChipState } from './walletChipLabels';

export interface WalletChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  state: WalletChipState;
  /** The active account's short form (ABCD…WXYZ) when connected. */
  shortAddress?: string | undefined;
  /** The active account is impersonated (network control's "Act as…"), not a wallet's. */
  impersonated?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The header's wallet state: pending (connecting or resuming), connected with the short address,
 * acting as an impersonated address (marked: a mask and the warning colour), or disconnected.
 * Part of the first page, so it imports no wallet library.
 */
export function WalletChip({ state, shortAddress, impersonated, className, ref, ...rest }: WalletChipProps) {
  const connected = state === 'connected' && shortAddress !== undefined;
  const acting = connected && impersonated === true;
  return (
    <button
      ref={ref}
      type="button"
      data-testid={L.chipTestId}
      data-state={state}
      data-impersonated={acting || undefined}
      aria-busy={state === 'pending'}
      aria-label={acting ? L.actingAs(shortAddress) : connected ? L.connectedAs(shortAddress) : undefined}
      title={acting ? L.actingAs(shortAddress) : undefined}
      className={clsx(
        'inline-flex h-8 max-w-44 items-center gap-1.5 rounded-md border px-2 text-xs font-medium whitespace-nowrap',
        acting
          ? 'border-warn bg-warn-soft text-fg hover:opacity-90'
          : connected
            ? 'border-line-strong bg-surface text-fg hover:bg-sunken'
            : 'border-transparent bg-accent text-accent-fg hover:opacity-90',
        state === 'pending' && 'opacity-80',
        className,
      )}
      {...rest}
    >
      {state === 'pending' ? (
        <Loader2 className="size-3.5 animate-spin" aria-hidden />
      ) : acting ? (
        <VenetianMask className="size-3.5 shrink-0 text-warn" aria-hidden />
      ) : (
        connected && <span className="size-2 rounded-full bg-ok" aria-hidden />
      )}
      <span className={clsx('truncate', connected && 'font-mono')}>
        {state === 'pending' ? L.pending : connected ? shortAddress : L.connect}
      </span>
    </button>
  );
}
