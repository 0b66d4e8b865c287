import type { StoredMultisigSession } from '@sextant/core/multisig/storedSession';
import { ActionRows } from '../../../ui/ActionRows';
import { LocalTime } from '../../../ui/LocalTime';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

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
  return (
    <ActionRows
      empty={L.storedNone}
      testId={T.storedSessions}
      rows={sessions.map((s) => ({
        key: s.id,
        title: L.storedSummary(s.count, s.ready),
        note: (
          <>
            · <LocalTime at={s.updatedAt} />
          </>
        ),
        detail: s.address,
        action: { label: L.openSession, onClick: () => onOpen(s.id) },
        removeLabel: L.deleteSession(s.address),
        onRemove: () => onDelete(s.id),
      }))}
    />
  );
}
