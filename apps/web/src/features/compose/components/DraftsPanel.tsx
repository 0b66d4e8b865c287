import type { StoredDraft } from '@sextant/core/compose/DraftStorage';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { LocalTime } from '../../../ui/LocalTime';

/** The network's saved groups: reopen one, or delete it (delete asks once, as deleting a network does). */
export function DraftsPanel({
  drafts,
  currentId,
  onOpen,
  onDelete,
}: {
  drafts: readonly StoredDraft[];
  currentId: string | undefined;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Panel title={L.drafts}>
      {drafts.length === 0 ? (
        <p className="text-[13px] text-muted">{L.noDrafts}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="compose-drafts">
          {drafts.map((d) => {
            const title = L.draftTitle(d.count, L.steps[d.status as keyof typeof L.steps] ?? d.status);
            const current = d.id === currentId;
            const asking = confirming === d.id;
            return (
              <li key={d.id} data-testid="compose-draft" className="flex items-center gap-2 text-[13px]">
                <span className="min-w-0 flex-1 truncate">
                  {title}
                  <span className="ml-1 text-[11px] text-muted">
                    · {current ? L.current : <LocalTime at={d.updatedAt} />}
                  </span>
                </span>
                {!current && (
                  <Button size="sm" onClick={() => onOpen(d.id)} aria-label={`${L.openDraft} ${title}`}>
                    {L.openDraft}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant={asking ? 'danger' : 'ghost'}
                  onClick={() => {
                    setConfirming(asking ? null : d.id);
                    if (asking) onDelete(d.id);
                  }}
                  onBlur={() => setConfirming(null)}
                  aria-label={asking ? L.confirmDeleteDraft(title) : `${L.deleteDraft} ${title}`}
                >
                  <Trash2 className="size-3.5" aria-hidden />
                  {asking && L.confirmDelete}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
