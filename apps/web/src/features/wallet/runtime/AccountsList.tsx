import { formatAlgos } from '@sextant/core/format/formatAlgos';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink as LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { algodAccountQuery } from '../../../app/queries/algodAccountQuery';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { WALLET_DIALOG_LABELS as L } from '../walletDialogLabels';

function Balance({ network, address }: { network: NetworkProfile; address: string }) {
  const query = useQuery({ ...algodAccountQuery(network, address), select: (account) => account.amount });
  const amount = query.data;
  return (
    <span className="font-mono text-xs tabular-nums" data-testid="wallet-balance">
      {amount === undefined ? L.balanceUnknown : formatAlgos(BigInt(amount))}
    </span>
  );
}

/** The connected wallet's accounts: balance from algod, the account page, and which one signs. */
export function AccountsList({
  network,
  accounts,
  active,
  onUse,
  onNavigate,
  footer,
}: {
  network: NetworkProfile;
  accounts: readonly string[];
  active: string;
  onUse(address: string): void;
  onNavigate(): void;
  footer: ReactNode;
}) {
  return (
    <section aria-label={L.accountsHeading} className="flex flex-col gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.accountsHeading}</h3>
      <ul className="flex flex-col gap-1.5" data-testid="wallet-accounts">
        {accounts.map((address) => (
          <li
            key={address}
            data-active={address === active}
            className="flex flex-col gap-1.5 rounded-md border border-line px-3 py-2 data-[active=true]:border-accent"
          >
            <div className="flex items-start gap-1">
              <span
                className="min-w-0 flex-1 font-mono text-xs break-all"
                data-testid="wallet-account-address"
              >
                {address}
              </span>
              <CopyButton value={address} what={L.address} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-muted">{L.balance}</span>
              <Balance network={network} address={address} />
              <span className="ml-auto flex items-center gap-1">
                <Link
                  to={`/${network.id}/account/${address}`}
                  onClick={onNavigate}
                  className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs text-accent hover:bg-sunken"
                >
                  <LinkIcon className="size-3" aria-hidden />
                  {L.openAccount}
                </Link>
                {address === active ? (
                  <span className="rounded bg-accent-soft px-1.5 py-0.5 text-xs font-medium text-accent">
                    {L.active}
                  </span>
                ) : (
                  <Button size="sm" onClick={() => onUse(address)}>
                    {L.useAccount}
                  </Button>
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">{footer}</div>
    </section>
  );
}
