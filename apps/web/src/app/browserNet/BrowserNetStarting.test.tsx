import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserNetStarting, STAGE_SHOWN_AFTER_MS } from './BrowserNetStarting';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import {
  BROWSER_NET_CHANNEL,
  STAGE_ASKED_MESSAGE,
  type BrowserNetStage,
  type BrowserNetStageMessage,
} from './browserNetWorker';

const channels: BroadcastChannel[] = [];
afterEach(() => {
  channels.splice(0).forEach((c) => c.close());
  vi.useRealTimers();
});

/** The worker's side of the channel: what it says, and whether a page has asked for the current stage. */
function worker() {
  const channel = new BroadcastChannel(BROWSER_NET_CHANNEL);
  channels.push(channel);
  let asked = 0;
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === STAGE_ASKED_MESSAGE) asked++;
  };
  return {
    say: (stage: BrowserNetStage) => {
      const message: BrowserNetStageMessage = { type: 'sextant-browser-net-stage', ...stage };
      channel.postMessage(message);
    },
    asked: () => asked,
  };
}

/** The stage line, once it shows `stage`. */
async function stageShown(stage: BrowserNetStage['stage']): Promise<HTMLElement> {
  const line = await screen.findByTestId('browser-net-stage');
  await vi.waitFor(() => expect(line).toHaveAttribute('data-stage', stage));
  return line;
}

describe('BrowserNetStarting', () => {
  it('keeps to its starting words on a fast start: a stage heard shows only once the start has taken a moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const w = worker();
    render(<BrowserNetStarting />);
    // The page asks the worker where its start is; the worker answers.
    await vi.waitFor(() => expect(w.asked()).toBe(1));
    w.say({ stage: 'opening-store' });
    // A listener of the test's own hears the answer as the panel's channel does.
    const heard = new BroadcastChannel(BROWSER_NET_CHANNEL);
    channels.push(heard);
    const delivered = new Promise((resolve) => (heard.onmessage = resolve));
    w.say({ stage: 'genesis' });
    await act(() => delivered);
    expect(screen.getByRole('status')).toHaveTextContent(M.starting);
    expect(screen.getByRole('status')).toHaveTextContent(M.startingDetail);
    expect(screen.queryByTestId('browser-net-stage')).toBeNull();

    act(() => vi.advanceTimersByTime(STAGE_SHOWN_AFTER_MS));
    expect(screen.getByTestId('browser-net-stage')).toHaveTextContent(M.stage.genesis);
    expect(screen.getByRole('status')).toHaveTextContent(M.starting);
  });

  it("shows each stage's words as the worker tells them, under the starting words", async () => {
    const w = worker();
    render(<BrowserNetStarting />);
    const stages = ['evaluated', 'waiting-for-lock', 'opening-store', 'genesis', 'kmd', 'ready'] as const;
    for (const stage of stages) {
      w.say({ stage });
      expect(await stageShown(stage)).toHaveTextContent(M.stage[stage]);
      expect(screen.queryByRole('progressbar')).toBeNull();
    }
    expect(screen.getByRole('status')).toHaveTextContent(M.starting);
  });

  it('shows replaying, then indexing, as a progress bar with its values and name, moving block by block', async () => {
    const w = worker();
    render(<BrowserNetStarting />);
    w.say({ stage: 'replaying', done: 0, rounds: 1234 });
    expect(await stageShown('replaying')).toHaveTextContent(M.stage.replaying);
    const bar = screen.getByRole('progressbar', { name: M.progress.replaying });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1234');
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    w.say({ stage: 'replaying', done: 617, rounds: 1234 });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '617'));
    expect(bar).toHaveAttribute('aria-valuetext', M.blocksDone(617, 1234));
    expect(screen.getByTestId('browser-net-stage')).toHaveTextContent(M.blocksDone(617, 1234));
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('50%');

    w.say({ stage: 'kmd' });
    await stageShown('kmd');
    expect(screen.queryByRole('progressbar')).toBeNull();

    w.say({ stage: 'indexing', done: 1235, rounds: 1235 });
    expect(await stageShown('indexing')).toHaveTextContent(M.stage.indexing);
    const indexed = screen.getByRole('progressbar', { name: M.progress.indexing });
    expect(indexed).toHaveAttribute('aria-valuenow', '1235');
    expect(indexed).toHaveAttribute('aria-valuemax', '1235');
    expect(indexed).toHaveAttribute('aria-valuetext', M.blocksDone(1235, 1235));
    expect((indexed.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it("says the start failed, with the worker's reason", async () => {
    const w = worker();
    render(<BrowserNetStarting />);
    w.say({ stage: 'failed', message: 'QuotaExceededError: the disk is full' });
    expect(await stageShown('failed')).toHaveTextContent(
      M.startFailed('QuotaExceededError: the disk is full'),
    );
  });
});
