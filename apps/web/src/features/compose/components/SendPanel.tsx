import type { ComposeSession, ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { CheckCircle2, Loader2, Send, XCircle } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { EntityLink } from '../../explore/components/EntityLink';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { CommittedReturn } from './CommittedReturn';
import { NodeWords } from './NodeWords';

export interface SendPanelProps {
  session: ComposeSession;
  snap: ComposeSnapshot;
  waitRounds: string;
  onWaitRounds: (text: string) => void;
}

/** Send, follow to a block round by round, and the outcome: committed with links, or the reason. */
export function SendPanel({ session, snap, waitRounds, onWaitRounds }: SendPanelProps) {
  const { group, send } = snap;
  const { status } = group;
  return (
    <Panel title={L.send}>
      <div className="flex flex-col gap-3" data-testid="compose-send">
        {(status === 'signed' || status === 'submitted') && (
          <div className="flex flex-wrap items-end gap-3">
            <Field
              className="w-36"
              label={L.waitRounds}
              inputMode="numeric"
              value={waitRounds}
              onChange={(e) => onWaitRounds(e.target.value)}
            />
            <Button
              variant="primary"
              disabled={status !== 'signed' || send.busy}
              onClick={() => void session.send()}
            >
              {send.busy ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <Send className="size-4" aria-hidden />
              )}
              {send.busy ? L.sending : L.send}
            </Button>
          </div>
        )}
        {status === 'submitted' && send.progress && (
          <p role="status" className="text-[13px] text-muted">
            {L.waiting(
              send.progress.round.toString(),
              send.progress.waited.toString(),
              send.progress.max.toString(),
            )}
          </p>
        )}
        {status === 'submitted' && send.notConfirmed !== undefined && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md border border-warn/40 bg-warn-soft px-3 py-2 text-[13px]"
          >
            <span data-testid="compose-not-confirmed">{send.notConfirmed}</span>
            <Button size="sm" onClick={() => void session.keepWaiting()}>
              {L.keepWaiting}
            </Button>
          </div>
        )}
        {status === 'committed' && <Committed group={group} />}
        {status === 'failed' && group.error && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]"
          >
            <XCircle className="mt-0.5 size-4 shrink-0 text-bad" aria-hidden />
            <div className="flex min-w-0 flex-col gap-1">
              <span data-testid="compose-error">{group.error.message}</span>
              <NodeWords text={group.error.nodeMessage} />
            </div>
          </div>
        )}
        {(status === 'committed' || status === 'failed') && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => session.dispatch({ type: 'unbuild' })}>{L.startOver}</Button>
            <Button onClick={() => void session.newDraft()}>{L.newGroup}</Button>
          </div>
        )}
      </div>
    </Panel>
  );
}

/**
 * The block, the group, what it created and each transaction, every one a link to its page; each
 * ARC-4 method call's return value, decoded from the last log its confirmation carries.
 */
function Committed({ group }: { group: GroupDraft }) {
  const { built, confirmedRound } = group;
  if (built === undefined || confirmedRound === undefined) return null;
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-ok/40 bg-ok-soft px-3 py-2 text-[13px]"
      data-testid="compose-committed"
    >
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="size-4 text-ok" aria-hidden />
        {L.committedIn} <EntityLink kind="block" value={confirmedRound} />
      </p>
      {built.groupId !== undefined && (
        <p className="flex min-w-0 gap-2 text-[12px]" data-testid="compose-committed-group">
          <span className="shrink-0 text-muted">{L.committedGroup}</span>
          <EntityLink kind="group" value={built.groupId} className="min-w-0" />
        </p>
      )}
      {group.created?.map((c) => (
        <p key={c.position} className="flex flex-wrap gap-x-2 text-[12px]" data-testid="compose-created">
          {c.assetId !== undefined && (
            <>
              <span className="text-muted">{L.createdAssetBy(c.position)}</span>
              <EntityLink kind="asset" value={c.assetId} />
            </>
          )}
          {c.appId !== undefined && (
            <>
              <span className="text-muted">{L.createdAppBy(c.position)}</span>
              <EntityLink kind="application" value={c.appId} />
            </>
          )}
        </p>
      ))}
      {group.entries.map((entry, i) => {
        if (entry.draft.type !== 'appl') return null;
        const log = group.lastLogs?.find((l) => l.position === i + 1)?.log;
        return (
          <CommittedReturn
            key={entry.id}
            network={group.network}
            position={i + 1}
            draft={entry.draft}
            unsigned={built.unsigned[i]}
            logs={log === undefined ? [] : [log]}
          />
        );
      })}
      <div className="flex flex-col gap-0.5">
        <span className="text-xs text-muted">{L.txids}</span>
        <ol className="flex flex-col gap-0.5 text-[12px]">
          {built.txids.map((txid, i) => (
            <li key={txid} className="flex min-w-0 gap-2">
              <span className="w-5 shrink-0 text-right text-muted">{i + 1}</span>
              <EntityLink kind="transaction" value={txid} className="min-w-0" />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
