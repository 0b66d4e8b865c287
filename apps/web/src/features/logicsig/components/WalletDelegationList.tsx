import type { WalletProvider } from '@sextant/core/wallet/offeredProviders';
import { walletDelegations } from '@sextant/core/lsig/walletDelegation';
import { CheckCircle2, XCircle } from 'lucide-react';
import { WALLET_PROVIDER_NAMES } from '../../wallet/walletDialogLabels';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

/**
 * Every wallet Sextant connects to, whether it can delegate a logic sig and why (core's
 * walletDelegation, read from the wallets' own libraries). Folded: it answers a question, it is
 * not a step.
 */
export function WalletDelegationList({ connected }: { connected: WalletProvider | undefined }) {
  return (
    <details className="group mt-4 border-t border-line pt-3 text-[13px]" data-testid="lsig-wallets">
      <summary className="cursor-pointer text-xs font-medium text-muted select-none hover:text-fg">
        {L.walletsSummary}
      </summary>
      <ul className="mt-2 flex flex-col gap-2">
        {walletDelegations().map((d) => (
          <li key={d.provider} className="flex items-start gap-2" data-testid={`lsig-wallet-${d.provider}`}>
            {d.can ? (
              <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-ok" aria-label={L.walletCan} />
            ) : (
              <XCircle className="mt-0.5 size-3.5 shrink-0 text-muted" aria-label={L.walletCannot} />
            )}
            <p className="min-w-0">
              <span className="font-medium">{WALLET_PROVIDER_NAMES[d.provider]}</span>
              {d.provider === connected && (
                <span className="ml-1.5 text-xs text-accent">{L.walletConnected}</span>
              )}
              <span className="block text-muted">{d.reason}</span>
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
