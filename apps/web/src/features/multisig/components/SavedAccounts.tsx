import type { SavedMultisigAccount } from '@sextant/core/multisig/savedMultisigAccounts';
import { multisigAccount } from '@sextant/core/multisig/MultisigParams';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { MULTISIG_LABELS as L } from '../multisigLabels';

/** The accounts saved on this network: pick one to fill the builder. */
export function SavedAccounts({
  accounts,
  onUse,
  onRemove,
}: {
  accounts: readonly SavedMultisigAccount[];
  onUse: (account: SavedMultisigAccount) => void;
  onRemove: (name: string) => void;
}) {
  if (accounts.length === 0) return <p className="text-[13px] text-muted">{L.savedNone}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {accounts.map((a) => (
        <li key={a.name} className="flex items-center gap-2 py-2 first:pt-0 last:pb-0">
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-[13px] font-medium">
              {a.name}{' '}
              <span className="font-normal text-muted">
                · {a.params.threshold} of {a.params.addrs.length}
              </span>
            </span>
            <span className="truncate font-mono text-xs text-muted">{multisigAccount(a.params)}</span>
          </div>
          <Button size="sm" onClick={() => onUse(a)}>
            {L.load}
          </Button>
          <Button size="sm" variant="ghost" aria-label={L.remove(a.name)} onClick={() => onRemove(a.name)}>
            <Trash2 className="size-3.5" aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
