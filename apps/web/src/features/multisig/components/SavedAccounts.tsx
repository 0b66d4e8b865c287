import type { SavedMultisigAccount } from '@sextant/core/multisig/savedMultisigAccounts';
import { multisigAccount } from '@sextant/core/multisig/MultisigParams';
import { ActionRows } from '../../../ui/ActionRows';
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
  return (
    <ActionRows
      empty={L.savedNone}
      rows={accounts.map((a) => ({
        key: a.name,
        title: a.name,
        note: L.ofMembers(a.params.threshold, a.params.addrs.length),
        detail: multisigAccount(a.params),
        action: { label: L.load, onClick: () => onUse(a) },
        removeLabel: L.remove(a.name),
        onRemove: () => onRemove(a.name),
      }))}
    />
  );
}
