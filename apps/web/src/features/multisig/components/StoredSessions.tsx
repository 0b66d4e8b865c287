import type { StoredMultisigSession } from '@sextant/core/multisig/storedSession';
import { ActionRows } from '../../../ui/ActionRows';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';
import { LocalTime } from '../../../ui/LocalTime';

/** The signing sessions kept on this network (IndexedDB), to reopen or delete. */
export function StoredSessions({
  sessions,
  onOpen,
  onDelete,
}: {
  sessions: readonly StoredMultisigSession[];
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  if (sessions.length === 0) return <p className="text-[13px] text-muted">{L.storedNone}</p>;
  return (
    <div data-testid={T.storedSessions}>
      <ActionRows
        rows={sessions.map((s) => ({
          key: s.id,
          title: (
            <>
              {L.storedSummary(s.count, s.ready)}{' '}
              <span className="font-normal text-muted">
                · <LocalTime at={s.updatedAt} />
              </span>
            </>
          ),
          detail: s.address,
          action: { label: L.openSession, onClick: () => onOpen(s.id) },
          removeLabel: L.deleteSession(s.address),
          onRemove: () => onDelete(s.id),
        }))}
      />
    </div>
  );
}
