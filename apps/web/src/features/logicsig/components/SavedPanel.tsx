import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { logicSigKindText } from '../logicSigKindText';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

/** The logic sigs saved on this network: open one into the editor, or remove it. */
export function SavedPanel({
  list,
  currentId,
  onOpen,
  onRemove,
}: {
  list: readonly SavedLogicSig[];
  currentId: string;
  onOpen: (s: SavedLogicSig) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <Panel title={L.savedList}>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{L.savedEmpty}</p>
      ) : (
        <ul className="-my-1 divide-y divide-line" data-testid="lsig-saved">
          {list.map((s) => (
            <li key={s.id} className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className={`truncate text-sm ${s.id === currentId ? 'font-semibold' : ''}`}>{s.name}</p>
                <p className="text-xs text-muted">{logicSigKindText(s)}</p>
              </div>
              <Button size="sm" onClick={() => onOpen(s)}>
                {L.open}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${L.remove} ${s.name}`}
                onClick={() => onRemove(s.id)}
              >
                <Trash2 className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
