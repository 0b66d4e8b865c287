import type { PreparedDrafts } from '@sextant/core/compose/prepareDrafts';
import type { AccessRef, BoxRef } from '@sextant/core/contracts/placeResources';
import { hasControl } from '@sextant/core/format/decodeNote';
import { formatAlgos } from '@sextant/core/format/formatAlgos';
import { revealBidi } from '@sextant/core/format/revealBidi';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { COMPOSE_LABELS as L } from '../composeLabels';

function boxName(name: Uint8Array): string {
  if (name.length === 0) return L.preparedEmptyBox;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(name);
    if (!hasControl(text)) return `"${revealBidi(text)}"`;
  } catch {
    // not text: shown as base64
  }
  return `b64:${bytesToBase64(name)}`;
}

const boxText = (b: BoxRef) => (b.app === 0n ? boxName(b.name) : `${boxName(b.name)} (app ${b.app})`);

function accessText(r: AccessRef): string {
  switch (r.kind) {
    case 'address':
      return r.address;
    case 'asset':
      return `asset ${r.id}`;
    case 'app':
      return `app ${r.id}`;
    case 'holding':
      return `holding of asset ${r.id} by ${r.address}`;
    case 'locals':
      return `local state in app ${r.id} of ${r.address}`;
    case 'box':
      return `box ${boxText(r)}`;
  }
}

function Refs({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <li>
      <span className="text-muted">{label}:</span>{' '}
      <span className="font-mono break-all">{items.join(', ')}</span>
    </li>
  );
}

/** What Build added to each app call (visible in the editor too), with Undo. */
export function PreparedList({ prepared, onUndo }: { prepared: PreparedDrafts; onUndo: () => void }) {
  return (
    <div className="flex flex-col gap-2" data-testid="compose-prepared">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.preparedTitle}</h3>
      <ul className="flex flex-col gap-2 text-[13px]">
        {prepared.changes.map(({ position, change }) => (
          <li key={position}>
            <span className="font-medium">{L.preparedTxn(position)}</span>
            <ul className="mt-1 flex flex-col gap-0.5 pl-4">
              {change.fee !== undefined && (
                <li>
                  {L.preparedFee(formatAlgos(change.fee.from), formatAlgos(change.fee.to), change.fee.inners)}
                </li>
              )}
              <Refs label={L.preparedAccounts} items={change.added.accounts} />
              <Refs label={L.preparedApps} items={change.added.apps.map(String)} />
              <Refs label={L.preparedAssets} items={change.added.assets.map(String)} />
              <Refs label={L.preparedBoxes} items={change.added.boxes.map(boxText)} />
              <Refs label={L.preparedAccess} items={change.added.access.map(accessText)} />
            </ul>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onUndo}>
          <Undo2 className="size-4" aria-hidden />
          {L.preparedUndo}
        </Button>
      </div>
    </div>
  );
}
