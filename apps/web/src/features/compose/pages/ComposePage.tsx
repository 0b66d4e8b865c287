import type { ComposeSession, ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import { splitSentDrafts } from '@sextant/core/compose/sentHistory';
import { useMemo, useState } from 'react';
import { openKmdSignerRemembered } from '../../../app/kmd/kmdPasswords';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { StateMessage } from '../../../ui/StateMessage';
import { useStudioHandoff } from '../../logicsig/useStudioHandoff';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import { BuildPanel } from '../components/BuildPanel';
import { DraftsPanel } from '../components/DraftsPanel';
import { FeesPanel } from '../components/FeesPanel';
import { GroupPanel } from '../components/GroupPanel';
import { KmdDialog } from '../components/KmdDialog';
import { OfflinePanel } from '../components/OfflinePanel';
import { PreparedList } from '../components/PreparedList';
import { PrepareOptions } from '../components/PrepareOptions';
import { SelectedTxnEditor } from '../components/SelectedTxnEditor';
import { SendPanel } from '../components/SendPanel';
import { SentHistoryPanel } from '../components/SentHistoryPanel';
import { SignPanel } from '../components/SignPanel';
import { StudioHeader } from '../components/StudioHeader';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { useSuggestedParams } from '../hooks/useComposeNode';
import { useComposeSession } from '../hooks/useComposeSession';
import { useGroupPreview } from '../hooks/useGroupPreview';
import { useWaitRounds } from '../hooks/useWaitRounds';

/** `/:net/compose`: the transaction studio. */
export function ComposePage() {
  const wait = useWaitRounds();
  const { session, snap } = useComposeSession(wait.value);
  const handoffError = useStudioHandoff(session, snap.ready);
  // "New group" reloads the session, which unmounts the studio while it loads: the button takes the
  // focus back when the studio returns, so a keyboard user is not dropped to <body>.
  const [newGroupFocus, setNewGroupFocus] = useState(false);
  const newGroup = () => {
    setNewGroupFocus(true);
    void session.newDraft();
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <title>{`${L.title} · Sextant`}</title>
      {snap.ready ? (
        <Studio
          session={session}
          snap={snap}
          wait={wait}
          linkError={handoffError}
          onNewGroup={newGroup}
          newGroupFocus={newGroupFocus}
        />
      ) : (
        <StateMessage kind="loading">{L.title}</StateMessage>
      )}
    </div>
  );
}

/** The studio's layout; the session holds the state, the panels render it. */
function Studio({
  session,
  snap,
  wait,
  linkError,
  onNewGroup,
  newGroupFocus,
}: {
  session: ComposeSession;
  snap: ComposeSnapshot;
  wait: ReturnType<typeof useWaitRounds>;
  linkError: string | undefined;
  onNewGroup: () => void;
  newGroupFocus: boolean;
}) {
  const { group } = snap;
  const { kmd } = useNetworkClients();
  const network = useActiveNetwork();
  const wallet = useWalletSigner();
  const params = useSuggestedParams();
  const preview = useGroupPreview(group, params.data);
  const [kmdOpen, setKmdOpen] = useState(false);
  const addresses = useMemo(
    () => [...new Set([...(wallet?.addresses ?? []), ...snap.knownAddresses])],
    [wallet, snap.knownAddresses],
  );
  // Committed groups leave the drafts list for the history (the one on screen stays in both).
  const split = useMemo(() => splitSentDrafts(snap.drafts, snap.draftId), [snap.drafts, snap.draftId]);
  // Signatures are collected while built or partly signed; afterwards those panels are history.
  const collecting = group.built !== undefined && (group.status === 'built' || group.status === 'signed');

  return (
    <>
      <StudioHeader
        group={group}
        message={linkError ?? group.refusal?.message ?? snap.notice ?? snap.problem}
        onNewGroup={onNewGroup}
        focusNewGroup={newGroupFocus}
      />
      {/* Phone: group, editor…, drafts last; wide: group and drafts on the left, the rest on the right. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <GroupPanel
            session={session}
            snap={snap}
            invalid={preview.invalid}
            signers={preview.signers}
            onLoadKmd={kmd && (() => setKmdOpen(true))}
          />
          {kmd !== undefined && (
            <KmdDialog
              open={kmdOpen}
              onOpenChange={setKmdOpen}
              kmd={kmd}
              action={L.kmdLoadAccounts}
              onSubmit={(name, password) =>
                session.loadAddresses(async () => [
                  await openKmdSignerRemembered(kmd, network.id, name, password),
                ])
              }
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <SelectedTxnEditor session={session} snap={snap} results={preview.results} addresses={addresses} />
          <FeesPanel
            txns={preview.txns}
            minFee={params.data?.minFee}
            accounts={preview.facts}
            balances={group.status === 'building' || collecting}
          />
          <BuildPanel
            group={group}
            building={snap.building}
            simulation={collecting ? snap.simulation : undefined}
            onBuild={() => void session.build()}
            onUnbuild={() => session.dispatch({ type: 'unbuild' })}
          >
            {group.status === 'building' && group.entries.some((e) => e.draft.type === 'appl') && (
              <PrepareOptions session={session} snap={snap} />
            )}
            {collecting && snap.prepared !== undefined && (
              <PreparedList prepared={snap.prepared} onUndo={() => void session.undoPrepared()} />
            )}
          </BuildPanel>
          {collecting && (
            <SignPanel session={session} snap={snap} authMap={preview.authMap} minFee={params.data?.minFee} />
          )}
          {collecting && <OfflinePanel session={session} group={group} />}
          {group.built && group.status !== 'built' && (
            <SendPanel session={session} snap={snap} waitRounds={wait.text} onWaitRounds={wait.set} />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-2 lg:self-start">
          <DraftsPanel
            drafts={split.drafts}
            currentId={snap.draftId}
            onOpen={(id) => void session.openDraft(id)}
            onDelete={(id) => void session.removeDraft(id)}
          />
          <SentHistoryPanel
            network={network.id}
            sent={split.sent}
            onClear={(ids) => {
              // The group on screen last: removing it opens a new one.
              const current = ids.filter((id) => id === snap.draftId);
              void (async () => {
                for (const id of [...ids.filter((id) => id !== snap.draftId), ...current])
                  await session.removeDraft(id);
              })();
            }}
          />
        </div>
      </div>
    </>
  );
}
