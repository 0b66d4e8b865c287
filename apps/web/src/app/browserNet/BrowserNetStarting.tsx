import { useEffect, useState } from 'react';
import { StateMessage } from '../../ui/StateMessage';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import { isProgressStage, type BrowserNetProgressStage, type BrowserNetStage } from './browserNetWorker';
import { watchBrowserNetStage } from './watchBrowserNetStage';

/** A fast start shows no stage at all: the stage appears once the start has taken this long. */
export const STAGE_SHOWN_AFTER_MS = 300;

/**
 * The gate's panel while the Browser network starts: what it is, then, once the start takes a
 * moment, what its worker is doing now (`watchBrowserNetStage`), with a progress bar while it
 * replays and indexes the stored blocks.
 */
export function BrowserNetStarting() {
  const [stage, setStage] = useState<BrowserNetStage>();
  const [shown, setShown] = useState(false);
  useEffect(() => watchBrowserNetStage(setStage), []);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), STAGE_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <StateMessage kind="loading">
      <p>{M.starting}</p>
      <p className="mt-1 text-[13px]">{M.startingDetail}</p>
      {shown && stage !== undefined && <StageLine stage={stage} />}
    </StateMessage>
  );
}

function StageLine({ stage }: { stage: BrowserNetStage }) {
  return (
    <div data-testid="browser-net-stage" data-stage={stage.stage} className="mt-3 text-[13px] text-fg">
      <p>{stage.stage === 'failed' ? M.startFailed(stage.message) : M.stage[stage.stage]}</p>
      {isProgressStage(stage) && <BlocksBar stage={stage} />}
    </div>
  );
}

/** Block-by-block progress: the bar's value is read out as words; the same words beside it are for the eye. */
function BlocksBar({ stage: { stage, done, rounds } }: { stage: BrowserNetProgressStage }) {
  const words = M.blocksDone(done, rounds);
  return (
    <div className="mt-2 flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={M.progress[stage]}
        aria-valuemin={0}
        aria-valuemax={rounds}
        aria-valuenow={done}
        aria-valuetext={words}
        className="h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-accent"
          style={{ width: `${rounds === 0 ? 100 : (100 * done) / rounds}%` }}
        />
      </div>
      <span aria-hidden className="shrink-0 text-muted tabular-nums">
        {words}
      </span>
    </div>
  );
}
