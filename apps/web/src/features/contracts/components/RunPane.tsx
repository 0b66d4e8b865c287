import { ExternalLink, Play, Send } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { useCallRunner } from '../hooks/useCallRunner';
import type { useLabSigner } from '../hooks/useLabSigner';
import type { LabDraft } from '../storage/labDraftStore';
import { OutcomeView } from './OutcomeView';
import { SignerChoice } from './SignerChoice';

/** Simulate or sign and send (a readonly call runs by itself), then what happened. */
export function RunPane({
  readonly,
  creating,
  showFixFirst,
  stale,
  draft,
  patch,
  signing,
  runner,
  onRun,
  onAddResources,
  onHandOff,
}: {
  readonly: boolean;
  creating: boolean;
  showFixFirst: boolean;
  /** The result shown is for arguments that have changed since (a readonly call runs only on valid ones). */
  stale: boolean;
  draft: LabDraft;
  patch: (p: Partial<LabDraft>) => void;
  signing: ReturnType<typeof useLabSigner>;
  runner: ReturnType<typeof useCallRunner>;
  onRun: (kind: 'simulate' | 'send') => void;
  onAddResources: () => void;
  onHandOff: () => void;
}) {
  return (
    <Panel title={L.outcome}>
      <div className="flex flex-col gap-4">
        {readonly ? (
          <p className="text-[13px] text-muted">{L.autoRun}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <SignerChoice draft={draft} patch={patch} signing={signing} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => onRun('simulate')} disabled={runner.busy}>
                <Play className="size-3.5" aria-hidden />
                {L.simulate}
              </Button>
              <Button
                variant="primary"
                onClick={() => onRun('send')}
                disabled={runner.busy || signing.signer === undefined}
              >
                <Send className="size-3.5" aria-hidden />
                {creating ? `${L.create} · ${L.send}` : L.send}
              </Button>
              <Button variant="ghost" onClick={onHandOff} disabled={runner.busy} title={L.toStudioHint}>
                <ExternalLink className="size-3.5" aria-hidden />
                {L.toStudio}
              </Button>
            </div>
            {showFixFirst && <p className="text-xs text-bad">{L.fixFirst}</p>}
          </div>
        )}
        {runner.busy && (
          <p className="text-[13px] text-muted" role="status">
            {L.working}
          </p>
        )}
        {runner.problem !== undefined && (
          <p
            role="alert"
            className="rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px] break-words"
          >
            {runner.problem}
          </p>
        )}
        {runner.result !== undefined && stale && (
          <p role="status" data-testid="lab-stale" className="text-[13px] font-medium text-warn">
            {L.stale}
          </p>
        )}
        {runner.result !== undefined && (
          <div className={stale ? 'opacity-60' : undefined}>
            <OutcomeView result={runner.result} onAddResources={onAddResources} />
          </div>
        )}
      </div>
    </Panel>
  );
}
