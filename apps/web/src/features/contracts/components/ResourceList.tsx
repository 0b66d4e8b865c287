import type { ResourceLists } from '@sextant/core/contracts/addUnnamedResources';
import { resourceCount } from '@sextant/core/contracts/addUnnamedResources';
import { showBytes } from '@sextant/core/contracts/readCallOutcome';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import { X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { CONTRACTS_LABELS as L } from '../contractsLabels';

/** The accounts, apps, assets and boxes the call names besides its arguments (from simulate). */
export function ResourceList({
  resources,
  onClear,
  onRemove,
}: {
  resources: ResourceLists;
  onClear: () => void;
  /** Takes one entry back (by its list and place there). */
  onRemove: (kind: keyof ResourceLists, index: number) => void;
}) {
  if (resourceCount(resources) === 0) return null;
  const items: (readonly [keyof ResourceLists, number, string])[] = [
    ...resources.accounts.map((a, i) => ['accounts', i, `account ${a}`] as const),
    ...resources.apps.map((a, i) => ['apps', i, `app ${a}`] as const),
    ...resources.assets.map((a, i) => ['assets', i, `asset ${a}`] as const),
    ...resources.boxes.map(
      (b, i) =>
        [
          'boxes',
          i,
          b.name === ''
            ? L.emptyBoxRef
            : `box ${showBytes(decodeBase64(b.name) ?? new Uint8Array())} of app ${b.app === '0' ? L.thisApp : b.app}`,
        ] as const,
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
        {items.map(([kind, index, t]) => (
          <li key={`${kind}${index}`} className="flex items-center gap-1">
            <span className="min-w-0 flex-1">{t}</span>
            <IconButton label={L.removeResource(t)} icon={X} onClick={() => onRemove(kind, index)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
