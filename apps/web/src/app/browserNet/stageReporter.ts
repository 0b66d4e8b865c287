import { isProgressStage, type BrowserNetStage, type BrowserNetStageMessage } from './browserNetWorker';

/** At most one progress message per this many ms (a few a second): every new stage goes at once. */
export const PROGRESS_REPORT_INTERVAL_MS = 250;

/** What the worker tells pages of its start (`BrowserNetStageMessage`), and answers a page that asks. */
export interface StageReporter {
  /** A stage begins, or a block-by-block one moved on: posted unless that is progress too soon after the last post. */
  report(stage: BrowserNetStage): void;
  /** A page asked: the current stage, posted at once (nothing before the first stage). */
  answer(): void;
}

/**
 * The worker's side of the start's progress, framework-free: keeps the current stage, posts each
 * new one, and throttles the progress of replaying and indexing (told for every block) to one
 * message per `intervalMs` of `now`, always posting their first and last block.
 */
export function stageReporter(
  post: (message: BrowserNetStageMessage) => void,
  now: () => number = () => performance.now(),
  intervalMs: number = PROGRESS_REPORT_INTERVAL_MS,
): StageReporter {
  let current: BrowserNetStage | undefined;
  let lastPosted = -Infinity;
  const send = (stage: BrowserNetStage) => {
    lastPosted = now();
    post({ type: 'sextant-browser-net-stage', ...stage });
  };
  return {
    report(stage) {
      const previous = current;
      current = stage;
      const progressOnly =
        isProgressStage(stage) && previous?.stage === stage.stage && stage.done < stage.rounds;
      if (progressOnly && now() - lastPosted < intervalMs) return;
      send(stage);
    },
    answer() {
      if (current !== undefined) send(current);
    },
  };
}
