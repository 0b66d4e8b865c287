import { buildGroup } from '@sextant/core/compose/buildGroup';
import { emptyTxnDraft } from '@sextant/core/txn/emptyTxnDraft';
import type { TxnDraft, TxnDraftType } from '@sextant/core/txn/TxnDraft';
import { KeyRound, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import { BuildPanel } from '../components/BuildPanel';
import { DraftsPanel } from '../components/DraftsPanel';
import { FeesPanel } from '../components/FeesPanel';
import { SelectField } from '../components/formKit';
import { GroupStepper } from '../components/GroupStepper';
import { KmdDialog } from '../components/KmdDialog';
import { OfflinePanel } from '../components/OfflinePanel';
import { SendPanel } from '../components/SendPanel';
import { SignPanel } from '../components/SignPanel';
import { TxnEditor } from '../components/TxnEditor';
import { TxnList } from '../components/TxnList';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { useSuggestedParams } from '../hooks/useComposeNode';
import { useGroupPreview } from '../hooks/useGroupPreview';
import { useGroupDraft, type GroupDraftState } from '../hooks/useGroupDraft';
import { useSendGroup } from '../hooks/useSendGroup';
import { useSigning } from '../hooks/useSigning';
import { useSimulation } from '../hooks/useSimulation';
import { useWaitRounds } from '../hooks/useWaitRounds';

/** `/:net/compose`: the transaction studio. */
export function ComposePage() {
  const profile = useActiveNetwork();
  const state = useGroupDraft(profile.id);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <title>{`${L.title} · Sextant`}</title>
      {state.group === undefined ? (
        <StateMessage kind="loading">{L.title}</StateMessage>
      ) : (
        <Studio key={state.draftId} state={state} />
      )}
    </div>
  );
}

function Studio({ state }: { state: GroupDraftState }) {
  const group = state.group!;
  const { dispatch, latest } = state;
  const wallet = useWalletSigner();
  const params = useSuggestedParams();
  const wait = useWaitRounds();
  const [selectedId, setSelectedId] = useState<string | undefined>(group.entries[0]?.id);
  const [addType, setAddType] = useState<TxnDraftType>('pay');
  const [showAll, setShowAll] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const [building, setBuilding] = useState(false);
  const [kmdOpen, setKmdOpen] = useState(false);

  const { results, invalid, txns, facts, authMap, signers } = useGroupPreview(group, params.data);

  const signing = useSigning(latest, dispatch, authMap);
  const sender = useSendGroup(latest, dispatch, wait.value);
  const simulation = useSimulation(group);
  // A group reloaded while in flight is followed again, once, when the studio opens.
  const resumed = useRef(false);
  const { resume } = sender;
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    resume();
  }, [resume]);

  const selected = group.entries.find((e) => e.id === selectedId) ?? group.entries[0];
  const selectedIndex = selected ? group.entries.indexOf(selected) : -1;
  const onDraftChange = useCallback(
    (draft: TxnDraft) => {
      if (selected) dispatch({ type: 'update', id: selected.id, draft });
      setNotice(undefined);
    },
    [dispatch, selected],
  );

  const addresses = useMemo(
    () => [...new Set([...(wallet?.addresses ?? []), ...signing.kmdAccounts])],
    [wallet, signing.kmdAccounts],
  );

  const add = () => {
    setNotice(undefined);
    const last = group.entries.at(-1)?.draft.sender ?? addresses[0] ?? '';
    dispatch({ type: 'add', draft: emptyTxnDraft(addType, last) });
    const after = latest();
    if (after && !after.refusal) setSelectedId(after.entries.at(-1)?.id);
  };

  const build = async () => {
    setNotice(undefined);
    setBuilding(true);
    try {
      const fresh = (await params.refetch()).data;
      if (fresh === undefined) {
        setNotice(params.error?.message ?? 'The node did not give transaction parameters.');
        return;
      }
      const r = buildGroup(latest()!, fresh);
      if (r.ok) {
        dispatch({ type: 'built', built: r.built });
        setShowAll(false);
      } else if (r.sizeError) {
        setNotice(r.sizeError.message);
      } else {
        setShowAll(true);
        const first = Object.keys(r.fieldErrors)[0];
        if (first) setSelectedId(first);
      }
    } finally {
      setBuilding(false);
    }
  };

  const message = group.refusal?.message ?? notice ?? state.problem;
  const inFlight = group.status === 'submitted';
  // Signatures are collected while built or partly signed; afterwards those panels are history.
  const collecting = group.status === 'built' || group.status === 'signed';
  const failedAfter =
    group.submittedAtRound !== undefined
      ? 'submitted'
      : group.signatures.every((s) => s)
        ? 'signed'
        : 'built';

  return (
    <>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-lg font-semibold">{L.title}</h1>
          <Button size="sm" onClick={state.newDraft}>
            <Plus className="size-3.5" aria-hidden />
            {L.newGroup}
          </Button>
        </div>
        <p className="text-[13px] text-muted">{L.intro}</p>
        <GroupStepper status={group.status} failedAfter={failedAfter} />
      </header>
      {message !== undefined && (
        <div
          role="alert"
          data-testid="compose-refusal"
          className="rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]"
        >
          {message}
        </div>
      )}
      {/* Phone: group, editor…, drafts last; wide: group and drafts on the left, the rest on the right. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Panel
            title={`${L.group} · ${L.groupCount(group.entries.length)}`}
            actions={
              signing.kmd !== undefined && (
                <Button size="sm" variant="ghost" onClick={() => setKmdOpen(true)}>
                  <KeyRound className="size-3.5" aria-hidden />
                  {L.kmdLoadAccounts}
                </Button>
              )
            }
          >
            <div className="flex flex-col gap-3">
              <div className="flex items-end gap-2">
                <SelectField<TxnDraftType>
                  className="flex-1"
                  label={L.addType}
                  value={addType}
                  options={L.types}
                  onChange={setAddType}
                />
                <Button variant="primary" onClick={add} disabled={inFlight}>
                  <Plus className="size-4" aria-hidden />
                  {L.add}
                </Button>
              </div>
              {signing.kmdAccounts.length > 0 && (
                <p className="text-[12px] text-muted">{L.kmdAccountsHint(signing.kmdAccounts.length)}</p>
              )}
              <TxnList
                entries={group.entries}
                selectedId={selected?.id}
                invalid={invalid}
                signers={signers}
                signed={group.built ? group.signatures.map((s) => s !== null) : undefined}
                locked={inFlight}
                onSelect={setSelectedId}
                onMove={(id, to) => dispatch({ type: 'move', id, to })}
                onDuplicate={(id) => {
                  setNotice(undefined);
                  dispatch({ type: 'duplicate', id });
                }}
                onRemove={(id) => dispatch({ type: 'remove', id })}
              />
            </div>
          </Panel>
          {signing.kmd !== undefined && (
            <KmdDialog
              open={kmdOpen}
              onOpenChange={setKmdOpen}
              kmd={signing.kmd}
              action={L.kmdLoadAccounts}
              onSubmit={signing.loadKmdAccounts}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {selected ? (
            <TxnEditor
              key={selected.id}
              position={selectedIndex + 1}
              draft={selected.draft}
              errors={(() => {
                const r = results.get(selected.id);
                return r && !r.ok ? r.errors : undefined;
              })()}
              showAll={showAll}
              addresses={addresses}
              onChange={onDraftChange}
            />
          ) : (
            <Panel title={L.editor(1)}>
              <p className="text-[13px] text-muted">{L.nothingSelected}</p>
            </Panel>
          )}
          <FeesPanel
            txns={txns}
            minFee={params.data?.minFee}
            accounts={facts}
            balances={group.status === 'building' || collecting}
          />
          <BuildPanel
            group={group}
            building={building}
            simulation={simulation}
            onBuild={() => void build()}
            onUnbuild={() => dispatch({ type: 'unbuild' })}
          />
          {group.built && collecting && <SignPanel group={group} signing={signing} />}
          {group.built && collecting && <OfflinePanel group={group} dispatch={dispatch} latest={latest} />}
          {group.built && group.status !== 'built' && (
            <SendPanel
              group={group}
              sender={sender}
              waitRounds={wait.text}
              onWaitRounds={wait.set}
              onEditAgain={() => dispatch({ type: 'unbuild' })}
              onNewGroup={state.newDraft}
            />
          )}
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2 lg:self-start">
          <DraftsPanel
            drafts={state.drafts}
            currentId={state.draftId}
            onOpen={state.openDraft}
            onDelete={state.removeDraft}
          />
        </div>
      </div>
    </>
  );
}
