import type { ResourceLists } from '@sextant/core/contracts/addUnnamedResources';
import { resourceCount } from '@sextant/core/contracts/addUnnamedResources';
import { showBytes } from '@sextant/core/contracts/readCallOutcome';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import { X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { CONTRACTS_LABELS as L } from '../contractsLabels';

/** The accounts, apps, assets and boxes the call names besides its arguments (from simulate). */
export function ResourceList({ resources, onClear }: { resources: ResourceLists; onClear: () => void }) {
  if (resourceCount(resources) === 0) return null;
  const items = [
    ...resources.accounts.map((a) => `account ${a}`),
    ...resources.apps.map((a) => `app ${a}`),
    ...resources.assets.map((a) => `asset ${a}`),
    ...resources.boxes.map((b) =>
      b.name === ''
        ? L.emptyBoxRef
        : `box ${showBytes(decodeBase64(b.name) ?? new Uint8Array())} of app ${b.app === '0' ? L.thisApp : b.app}`,
    ),
  ];
  return (
    <div className="flex flex-col gap-1.5" data-testid="lab-resources">
      <div className="flex items-center gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.resources}</h3>
        <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
          <X className="size-3" aria-hidden />
          {L.clearResources}
        </Button>
      </div>
      <ul className="flex flex-col gap-0.5 font-mono text-[12px] break-all">
        {items.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ul>
    </div>
  );
}
