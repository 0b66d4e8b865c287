import type { BrowserNetStage, BrowserNetStageMessage } from './browserNetWorker';

/** At most one replay progress message per this many ms (a few a second): every other stage goes at once. */
export const REPLAY_REPORT_INTERVAL_MS = 250;

/** What the worker tells pages of its start (`BrowserNetStageMessage`), and answers a page that asks. */
export interface StageReporter {
  /** A stage begins (or the replay moved on): posted unless it is replay progress sent too soon after the last. */
  report(stage: BrowserNetStage): void;
  /** A page asked: the current stage, posted at once (nothing before the first stage). */
  answer(): void;
}

/**
 * The worker's side of the start's progress, framework-free: keeps the current stage, posts each
 * new one, and throttles replay progress (the ledger reports every block) to one message per
 * `intervalMs` of `now`, always posting the replay's first and last block.
 */
export function stageReporter(
  post: (message: BrowserNetStageMessage) => void,
  now: () => number = () => performance.now(),
  intervalMs: number = REPLAY_REPORT_INTERVAL_MS,
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
        stage.stage === 'replaying' && previous?.stage === 'replaying' && stage.replayed < stage.rounds;
      if (progressOnly && now() - lastPosted < intervalMs) return;
      send(stage);
    },
    answer() {
      if (current !== undefined) send(current);
    },
  };
}
