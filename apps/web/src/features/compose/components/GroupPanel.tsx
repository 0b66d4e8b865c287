import type { ComposeSession, ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import { signatureComplete } from '@sextant/core/compose/mergeSignedTxn';
import type { RequiredSigner } from '@sextant/core/compose/requiredSigners';
import type { TxnKind } from '@sextant/core/txn/newTxnDraft';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { SelectField } from '../../../ui/SelectField';
import { useConnectedWallet } from '../../wallet/ConnectedWalletContext';
import { TxnList } from './TxnList';

export interface GroupPanelProps {
  session: ComposeSession;
  snap: ComposeSnapshot;
  invalid: ReadonlySet<string>;
  signers: readonly (RequiredSigner | undefined)[];
  /** Opens kmd to read its accounts (absent when the network has no kmd). */
  onLoadKmd: (() => void) | undefined;
}

/** The group in order, with the add row: Add is disabled at 16, and the counter says why. */
export function GroupPanel({ session, snap, invalid, signers, onLoadKmd }: GroupPanelProps) {
  const [addType, setAddType] = useState<TxnKind>('pay');
  const wallet = useConnectedWallet();
  const { group } = snap;
  const inFlight = group.status === 'submitted';
  const full = !session.canAdd;
  return (
    <Panel
      title={`${L.group} · ${L.groupCount(group.entries.length)}`}
      actions={
        onLoadKmd && (
          <Button size="sm" variant="ghost" onClick={onLoadKmd}>
            <KeyRound className="size-3.5" aria-hidden />
            {L.kmdLoadAccounts}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-end gap-2">
          <SelectField<TxnKind>
            className="flex-1"
            label={L.addType}
            value={addType}
            options={L.kinds}
            onChange={setAddType}
          />
          <Button
            variant="primary"
            onClick={() =>
              session.add(
                addType,
                wallet ? { active: wallet.address, addresses: wallet.addresses } : undefined,
              )
            }
            disabled={inFlight || full}
          >
            <Plus className="size-4" aria-hidden />
            {L.add}
          </Button>
        </div>
        {full && (
          <p role="status" data-testid="compose-group-full" className="text-[12px] text-muted">
            {L.groupFull}
          </p>
        )}
        {snap.knownAddresses.length > 0 && (
          <p className="text-[12px] text-muted">{L.kmdAccountsHint(snap.knownAddresses.length)}</p>
        )}
        <TxnList
          entries={group.entries}
          selectedId={snap.selectedId ?? group.entries[0]?.id}
          invalid={invalid}
          signers={signers}
          signed={group.built ? group.signatures.map(signatureComplete) : undefined}
          locked={inFlight}
          full={full}
          onSelect={session.select}
          onMove={(id, to) => session.dispatch({ type: 'move', id, to })}
          onDuplicate={(id) => session.dispatch({ type: 'duplicate', id })}
          onRemove={(id) => session.dispatch({ type: 'remove', id })}
        />
      </div>
    </Panel>
  );
}
