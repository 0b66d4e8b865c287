import { composeReducer, type ComposeAction } from '@sextant/core/compose/composeReducer';
import { newGroupDraft, type GroupDraft } from '@sextant/core/compose/GroupDraft';
import { deserializeGroupDraft, serializeGroupDraft } from '@sextant/core/compose/serializeGroupDraft';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deleteDraft,
  getCurrentDraftId,
  getDraft,
  listDrafts,
  putDraft,
  readJournal,
  setCurrentDraftId,
  writeJournal,
  type StoredDraft,
} from '../storage/draftStore';

interface Open {
  id: string;
  group: GroupDraft;
}

export interface GroupDraftState {
  /** Undefined until the stored draft has been read. */
  draftId: string | undefined;
  group: GroupDraft | undefined;
  /** Always the latest group, for async flows that dispatch several actions in a row. */
  latest: () => GroupDraft | undefined;
  dispatch: (action: ComposeAction) => void;
  drafts: StoredDraft[];
  openDraft: (id: string) => void;
  newDraft: () => void;
  removeDraft: (id: string) => void;
  /** A saved draft that could not be read, or storage that does not work. */
  problem: string | undefined;
}

function freshId(): string {
  return crypto.randomUUID();
}

/**
 * The open group of this network, autosaved to IndexedDB on every change (a reload or a crash
 * loses nothing), and the other saved drafts of the network. Empty groups are not saved.
 */
export function useGroupDraft(network: string): GroupDraftState {
  const [open, setOpen] = useState<Open | undefined>();
  const [drafts, setDrafts] = useState<StoredDraft[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const latestRef = useRef<GroupDraft | undefined>(undefined);

  const refreshList = useCallback(() => {
    listDrafts(network).then(setDrafts, () => undefined);
  }, [network]);

  const load = useCallback(
    async (id: string | undefined) => {
      let group = newGroupDraft(network);
      let draftId = id ?? freshId();
      if (id !== undefined) {
        const saved = await getDraft(id).catch(() => undefined);
        const journal = readJournal(network);
        const stored =
          journal?.id === id && (saved === undefined || journal.updatedAt >= saved.updatedAt)
            ? journal
            : saved;
        if (stored !== undefined && stored === journal && stored !== saved)
          await putDraft(stored).catch(() => undefined);
        if (stored === undefined) draftId = freshId();
        else {
          try {
            group = deserializeGroupDraft(stored.text);
          } catch (e) {
            setProblem(e instanceof Error ? e.message : String(e));
          }
        }
      }
      latestRef.current = group;
      setOpen({ id: draftId, group });
      await setCurrentDraftId(network, draftId).catch(() => undefined);
      refreshList();
    },
    [network, refreshList],
  );

  useEffect(() => {
    let cancelled = false;
    getCurrentDraftId(network).then(
      (id) => {
        if (!cancelled) void load(id);
      },
      (e: unknown) => {
        if (cancelled) return;
        setProblem(String(e));
        const group = newGroupDraft(network);
        latestRef.current = group;
        setOpen({ id: freshId(), group });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [network, load]);

  // Autosave: every change is written at once (a draft is a few kilobytes).
  useEffect(() => {
    if (open === undefined || open.group.entries.length === 0) return;
    const { id, group } = open;
    const record = {
      id,
      network,
      text: serializeGroupDraft(group),
      updatedAt: Date.now(),
      count: group.entries.length,
      status: group.status,
    };
    writeJournal(record);
    putDraft(record).then(refreshList, (e: unknown) => setProblem(String(e)));
  }, [open, network, refreshList]);

  const latest = useCallback(() => latestRef.current, []);

  const dispatch = useCallback((action: ComposeAction) => {
    const current = latestRef.current;
    if (current === undefined) return;
    const next = composeReducer(current, action);
    latestRef.current = next;
    setOpen((o) => o && { ...o, group: next });
  }, []);

  return {
    draftId: open?.id,
    group: open?.group,
    latest,
    dispatch,
    drafts,
    openDraft: (id) => void load(id),
    newDraft: () => void load(undefined),
    removeDraft: (id) => {
      void deleteDraft(id).then(() => (id === open?.id ? load(undefined) : refreshList()));
    },
    problem,
  };
}
