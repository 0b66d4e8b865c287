import { buildDryrunRequest } from '@sextant/core/debug/buildDryrunRequest';
import { DebugError } from '@sextant/core/debug/DebugError';
import type { DebugTxn } from '@sextant/core/debug/DebugTxn';
import { encodeDryrunRequest } from '@sextant/core/debug/encodeDryrunRequest';
import type { DryrunProgramResult } from '@sextant/core/debug/readDryrunResponse';
import { dryrunTimeline } from '@sextant/core/debug/dryrunTimeline';
import { runDryrun } from '@sextant/core/debug/runDryrun';
import { useMutation } from '@tanstack/react-query';
import { Download, Footprints, Info, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { downloadBytes } from '../../../ui/downloadBytes';
import { DEBUG_LABELS as L } from '../debugLabels';
import { VerdictBadge } from './VerdictBadge';
import { TraceStepper } from './TraceStepper';

/**
 * Dry-run: the request built from the node's current state, downloadable as JSON and as the
 * msgpack goal reads, and run where the node still serves `/v2/teal/dryrun`. A node without it
 * (algod 5) gets a plain note pointing to simulate.
 */
export function DryrunPanel({ group }: { group: readonly DebugTxn[] }) {
  const { algod } = useNetworkClients();
  const build = useMutation({ mutationFn: () => buildDryrunRequest(algod, group) });
  const run = useMutation({
    mutationFn: () => {
      if (build.data === undefined) throw new Error('no request');
      return runDryrun(algod, encodeDryrunRequest(build.data, 'json'));
    },
  });
  const request = build.data;
  const [stepping, setStepping] = useState(false);
  const steps = useMemo(
    () =>
      run.data &&
      dryrunTimeline(
        run.data,
        group.map((t) => t.stxn.txn.applicationCall?.appIndex || undefined),
      ),
    [run.data, group],
  );
  const unavailable = run.error instanceof DebugError && run.error.code === 'DEBUG_DRYRUN_UNAVAILABLE';

  return (
    <div className="flex flex-col gap-3" data-testid="debug-dryrun">
      <p className="text-[13px] text-muted">{L.dryrunIntro}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={() => {
            run.reset();
            build.mutate();
          }}
          disabled={build.isPending}
          data-testid="debug-build-dryrun"
        >
          {build.isPending ? L.building : L.buildRequest}
        </Button>
        {request && (
          <>
            {(
              [
                ['json', 'dryrun.json', L.downloadJson],
                ['msgpack', 'dryrun.msgp', L.downloadMsgpack],
              ] as const
            ).map(([format, file, label]) => (
              <Button
                key={format}
                onClick={() => downloadBytes(encodeDryrunRequest(request, format), file)}
                data-testid={`debug-dryrun-${format}`}
              >
                <Download className="size-3.5" aria-hidden />
                {label}
              </Button>
            ))}
            <Button
              variant="primary"
              onClick={() => run.mutate()}
              disabled={run.isPending}
              data-testid="debug-run-dryrun"
            >
              <Play className="size-3.5" aria-hidden />
              {run.isPending ? L.runningDryrun : L.runDryrun}
            </Button>
          </>
        )}
      </div>
      {build.error && <ErrorAlert error={build.error} />}
      {request && (
        <p className="text-xs text-muted" data-testid="debug-dryrun-summary">
          {L.requestSummary(
            request.accounts.length,
            request.apps.length,
            request.round.toString(),
            request.protocolVersion,
          )}
        </p>
      )}
      {unavailable ? (
        <div
          role="status"
          data-testid="debug-dryrun-unavailable"
          className="flex items-start gap-2 rounded-md border border-warn/40 bg-warn-soft px-3 py-2 text-[13px]"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden />
          {run.error?.message}
        </div>
      ) : (
        run.error && <ErrorAlert error={run.error} />
      )}
      {run.data && (
        <div className="flex flex-col gap-2" data-testid="debug-dryrun-result">
          {run.data.error !== '' && (
            <p role="alert" className="text-[13px] text-bad">
              {L.dryrunRequestError}: {run.data.error}
            </p>
          )}
          <ol className="flex flex-col gap-2">
            {run.data.txns.map((t) => (
              <li
                key={t.position}
                className="flex flex-col gap-1 rounded-md border border-line px-3 py-2 text-[13px]"
              >
                <span className="flex flex-wrap gap-x-3">
                  <span className="font-medium">{L.dryrunTxn(t.position)}</span>
                  {t.cost !== undefined && <span className="text-muted">{L.cost(t.cost)}</span>}
                  {!t.app && !t.logicSig && <span className="text-muted">{L.noPrograms}</span>}
                </span>
                {t.logicSig && <ProgramVerdict title={L.dryrunLogicSig} p={t.logicSig} />}
                {t.app && (
                  <ProgramVerdict
                    title={L.dryrunApp}
                    p={t.app}
                    testId={`debug-dryrun-verdict-${t.position}`}
                  />
                )}
              </li>
            ))}
          </ol>
          {steps !== undefined && steps.timeline.steps.length > 0 && (
            <div className="flex flex-col gap-2">
              <div>
                <Button onClick={() => setStepping(!stepping)} data-testid="debug-dryrun-step">
                  <Footprints className="size-3.5" aria-hidden />
                  {stepping ? L.hideDryrunSteps : L.stepDryrun}
                </Button>
              </div>
              {stepping && (
                <>
                  <p className="text-xs text-muted">{L.dryrunStepsNote}</p>
                  <TraceStepper
                    key={run.submittedAt}
                    sim={steps}
                    start={steps.timeline.failureStep ?? 0}
                    stateUntraced={L.stateNotInDryrun}
                  />
                </>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function ProgramVerdict({ title, p, testId }: { title: string; p: DryrunProgramResult; testId?: string }) {
  const failed = p.trace.find((s) => s.error !== undefined);
  return (
    <div className="flex flex-col gap-0.5">
      <span className="flex items-center gap-2">
        <span className="text-muted">{title}</span>
        <VerdictBadge ok={p.verdict === 'PASS'} label={p.verdict} {...(testId !== undefined && { testId })} />
        <span className="text-xs text-muted">{L.dryrunSteps(p.trace.length)}</span>
      </span>
      {p.messages.length > 0 && (
        <ul className="font-mono text-xs break-words text-muted">
          {p.messages.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
      {/* dry-run numbers lines from 0 (an index into its disassembly); the stepper counts from 1. */}
      {failed && (
        <p className="font-mono text-xs text-bad">
          {L.line} {failed.line + 1}: {p.disassembly[failed.line] ?? ''} — {failed.error}
        </p>
      )}
    </div>
  );
}
