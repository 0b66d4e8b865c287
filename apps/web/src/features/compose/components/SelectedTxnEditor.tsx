import type { ComposeSession, ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import type { BuildResult } from '@sextant/core/txn/buildTransaction';
import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import { useCallback } from 'react';
import { Panel } from '../../../ui/Panel';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { TxnEditor } from './TxnEditor';

/** The editor of the selected transaction (the first when none is), or a hint on an empty group. */
export function SelectedTxnEditor({
  session,
  snap,
  results,
  addresses,
}: {
  session: ComposeSession;
  snap: ComposeSnapshot;
  results: ReadonlyMap<string, BuildResult>;
  addresses: readonly string[];
}) {
  const entries = snap.group.entries;
  const index = Math.max(
    0,
    entries.findIndex((e) => e.id === snap.selectedId),
  );
  const selected = entries[index];
  const id = selected?.id;
  const onChange = useCallback(
    (draft: TxnDraft) => {
      if (id !== undefined) session.dispatch({ type: 'update', id, draft });
    },
    [session, id],
  );
  if (selected === undefined)
    return (
      <Panel title={L.editor(1)}>
        <p className="text-[13px] text-muted">{L.nothingSelected}</p>
      </Panel>
    );
  const result = results.get(selected.id);
  return (
    <TxnEditor
      key={selected.id}
      position={index + 1}
      draft={selected.draft}
      errors={result && !result.ok ? result.errors : undefined}
      showAll={snap.showAllErrors}
      addresses={addresses}
      onChange={onChange}
      tealErrors={snap.tealErrors[selected.id]}
    />
  );
}
