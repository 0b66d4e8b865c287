import { afterEach, describe, expect, it } from 'vitest';
import {
  BROWSER_NET_CHANNEL,
  STAGE_ASKED_MESSAGE,
  type BrowserNetStage,
  type BrowserNetStageMessage,
} from './browserNetWorker';
import { PROGRESS_REPORT_INTERVAL_MS, stageReporter } from './stageReporter';
import { watchBrowserNetStage } from './watchBrowserNetStage';

/** A reporter on a clock the test moves; what it posted, as stages. */
function reporter() {
  let clock = 0;
  const posted: BrowserNetStageMessage[] = [];
  const stages = stageReporter(
    (m) => posted.push(m),
    () => clock,
  );
  return {
    stages,
    posted: () => posted.map(({ type: _type, ...stage }) => stage as BrowserNetStage),
    types: () => new Set(posted.map((m) => m.type)),
    advance: (ms: number) => (clock += ms),
  };
}

const replaying = (done: number, rounds = 1000): BrowserNetStage => ({ stage: 'replaying', done, rounds });
const indexing = (done: number, rounds = 1000): BrowserNetStage => ({ stage: 'indexing', done, rounds });

describe('stageReporter', () => {
  it('posts each stage of a fresh start as it begins, typed for the channel', () => {
    const r = reporter();
    const fresh: BrowserNetStage[] = [
      { stage: 'evaluated' },
      { stage: 'opening-store' },
      { stage: 'genesis' },
      { stage: 'kmd' },
      indexing(0, 1),
      indexing(1, 1),
      { stage: 'ready' },
    ];
    for (const s of fresh) r.stages.report(s);
    expect(r.posted()).toEqual(fresh);
    expect(r.types()).toEqual(new Set(['sextant-browser-net-stage']));
  });

  it.each([
    ['replaying', replaying],
    ['indexing', indexing],
  ] as const)(
    'throttles %s progress to one message per interval, and always posts its first and last block',
    (name, at) => {
      const r = reporter();
      r.stages.report({ stage: 'opening-store' });
      // 1,000 blocks, one block per ms of the clock: the ledger (or the indexer) tells every one.
      r.stages.report(at(0));
      for (let n = 1; n <= 1000; n++) {
        r.advance(1);
        r.stages.report(at(n));
      }
      r.stages.report({ stage: 'ready' });
      const posted = r.posted();
      const progress = posted.filter((s) => s.stage === name);
      expect(progress[0]).toEqual(at(0));
      expect(progress[progress.length - 1]).toEqual(at(1000));
      // 1,000 ms of the clock: one message per interval at most, plus the last block.
      expect(progress.length).toBeLessThanOrEqual(1000 / PROGRESS_REPORT_INTERVAL_MS + 2);
      expect(progress.length).toBeGreaterThanOrEqual(1000 / PROGRESS_REPORT_INTERVAL_MS);
      const counts = progress.map((s) => ('done' in s ? s.done : -1));
      expect(counts).toEqual([...counts].sort((x, y) => x - y));
      for (let i = 1; i < counts.length - 1; i++)
        expect(counts[i]! - counts[i - 1]!).toBeGreaterThanOrEqual(PROGRESS_REPORT_INTERVAL_MS);
      expect(posted[0]).toEqual({ stage: 'opening-store' });
      expect(posted[posted.length - 1]).toEqual({ stage: 'ready' });
    },
  );

  it('a replay and an indexing faster than the interval are told at their start and end only; other stages go at once', () => {
    const r = reporter();
    for (let n = 0; n <= 20; n++) r.stages.report(replaying(n, 20));
    r.stages.report({ stage: 'kmd' });
    for (let n = 0; n <= 21; n++) r.stages.report(indexing(n, 21));
    r.stages.report({ stage: 'ready' });
    expect(r.posted()).toEqual([
      replaying(0, 20),
      replaying(20, 20),
      { stage: 'kmd' },
      indexing(0, 21),
      indexing(21, 21),
      { stage: 'ready' },
    ]);
  });

  it('answers a page that asks with the current stage, throttled or not; before the first stage, nothing', () => {
    const r = reporter();
    r.stages.answer();
    expect(r.posted()).toEqual([]);
    r.stages.report(replaying(0));
    r.stages.report(replaying(7)); // too soon: not posted…
    r.stages.answer(); // …but a page that asks hears it
    expect(r.posted()).toEqual([replaying(0), replaying(7)]);
    r.stages.report({ stage: 'failed', message: 'QuotaExceededError' });
    r.stages.answer();
    expect(r.posted().slice(-2)).toEqual([
      { stage: 'failed', message: 'QuotaExceededError' },
      { stage: 'failed', message: 'QuotaExceededError' },
    ]);
  });
});

describe('watchBrowserNetStage (over a real BroadcastChannel, the worker as its script sets it up)', () => {
  const closes: Array<() => void> = [];
  afterEach(() => closes.splice(0).forEach((close) => close()));

  /** The worker's side: its channel, its reporter, and its answer to a page that asks. */
  function worker() {
    const channel = new BroadcastChannel(BROWSER_NET_CHANNEL);
    const stages = stageReporter((m) => channel.postMessage(m));
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === STAGE_ASKED_MESSAGE) stages.answer();
    };
    closes.push(() => channel.close());
    return stages;
  }

  it('a page that opens mid-start hears the current stage at once, then each next one', async () => {
    const stages = worker();
    stages.report({ stage: 'evaluated' });
    stages.report({ stage: 'opening-store' });
    stages.report({ stage: 'replaying', done: 0, rounds: 40 });
    stages.report({ stage: 'replaying', done: 12, rounds: 40 }); // throttled: not posted

    const heard: BrowserNetStage[] = [];
    closes.push(watchBrowserNetStage((s) => heard.push(s)));
    await expect.poll(() => heard).toEqual([{ stage: 'replaying', done: 12, rounds: 40 }]);

    stages.report({ stage: 'replaying', done: 40, rounds: 40 });
    stages.report({ stage: 'kmd' });
    stages.report({ stage: 'ready' });
    await expect
      .poll(() => heard)
      .toEqual([
        { stage: 'replaying', done: 12, rounds: 40 },
        { stage: 'replaying', done: 40, rounds: 40 },
        { stage: 'kmd' },
        { stage: 'ready' },
      ]);
  });

  it('ignores what else is said on the channel (a replacement, a malformed stage) and stops when told', async () => {
    const heard: BrowserNetStage[] = [];
    const stop = watchBrowserNetStage((s) => heard.push(s));
    const other = new BroadcastChannel(BROWSER_NET_CHANNEL);
    closes.push(() => other.close());
    other.postMessage({ type: 'sextant-browser-net-replaced', action: 'reset', askedBy: '' });
    other.postMessage({ type: 'sextant-browser-net-stage', stage: 'replaying', done: '3' });
    other.postMessage({ type: 'sextant-browser-net-stage', stage: 'somewhere' });
    other.postMessage({ type: 'sextant-browser-net-stage', stage: 'kmd' });
    await expect.poll(() => heard).toEqual([{ stage: 'kmd' }]);
    stop();
    other.postMessage({ type: 'sextant-browser-net-stage', stage: 'ready' });
    // A message to a closed channel is never delivered; one more, heard by a fresh watcher, shows the
    // first has had its chance.
    const later: BrowserNetStage[] = [];
    closes.push(watchBrowserNetStage((s) => later.push(s)));
    other.postMessage({ type: 'sextant-browser-net-stage', stage: 'ready' });
    await expect.poll(() => later).toEqual([{ stage: 'ready' }]);
    expect(heard).toEqual([{ stage: 'kmd' }]);
  });
});
