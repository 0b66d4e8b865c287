import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserNetGate } from './BrowserNetGate';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import {
  BROWSER_NET_CHANNEL,
  BROWSER_NET_WORKER_FILE,
  CLAIM_MESSAGE,
  type BrowserNetStage,
} from './browserNetWorker';
import { dropBrowserNetState } from './dropBrowserNetState';

function gate(queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <BrowserNetGate>
        <p>screen</p>
      </BrowserNetGate>
    </QueryClientProvider>,
  );
}

/** A registration with no newer build's worker installing or waiting. */
const noNewerWorker = { installing: null, waiting: null, addEventListener: () => undefined };

/** A page our worker already controls. */
function controlledContainer() {
  const worker = { scriptURL: `http://app.test/${BROWSER_NET_WORKER_FILE}`, postMessage: () => undefined };
  const registration = { ...noNewerWorker, active: worker, update: () => Promise.resolve() };
  return {
    controller: worker,
    getRegistration: () => Promise.resolve(registration),
    register: () => Promise.resolve(registration),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    startMessages: () => undefined,
  };
}

/** What a browser's ServiceWorkerContainer shows after a hard reload: our worker active, the page not controlled. */
function hardReloadedContainer(claims: unknown[]) {
  const active = {
    scriptURL: `http://app.test/${BROWSER_NET_WORKER_FILE}`,
    postMessage: (m: unknown) => claims.push(m),
  };
  // A worker already active: the page asks the browser to look for a newer build's script.
  const registration = { ...noNewerWorker, active, update: () => Promise.resolve(claims.push('update')) };
  return {
    controller: null,
    getRegistration: () => Promise.resolve(registration),
    register: () => Promise.resolve(registration),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    startMessages: () => undefined,
  };
}

/** The worker's answer to the page's `/browser-net/algod/health`: what `fetch` returns in these tests. */
function workerAnswers(status: number, body?: object): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(
      body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
    );
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('BrowserNetGate', () => {
  it('says why the Browser network cannot run where there are no Service Workers, and shows nothing of the screen', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    gate();
    expect(screen.getByRole('status')).toHaveTextContent(M.starting);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.unsupported);
    expect(screen.queryByText('screen')).toBeNull();
    expect(screen.queryByRole('button', { name: M.reload })).toBeNull();
  });

  it('asks an active worker that does not control the page to claim it, then explains the hard reload and offers a reload', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const claims: unknown[] = [];
    Object.defineProperty(navigator, 'serviceWorker', {
      value: hardReloadedContainer(claims),
      configurable: true,
    });
    gate();
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(M.hardReload);
    expect(claims).toEqual(['update', CLAIM_MESSAGE]);
    expect(screen.getByRole('button', { name: M.reload })).toBeVisible();
    expect(screen.queryByText('screen')).toBeNull();
  });

  it("waits for the worker's network to start, and says why it did not", async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: controlledContainer(), configurable: true });
    const asked = workerAnswers(503, { message: 'the Browser network could not start: QuotaExceededError' });
    gate();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      M.didNotStart('the Browser network could not start: QuotaExceededError'),
    );
    expect(asked).toEqual(['/browser-net/algod/health']);
    expect(screen.queryByText('screen')).toBeNull();
  });

  it("shows how the worker's start goes while it runs, then its failure as the gate's alert", async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: controlledContainer(), configurable: true });
    let answer = (_: Response) => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const worker = new BroadcastChannel(BROWSER_NET_CHANNEL);
    const say = (stage: BrowserNetStage) =>
      worker.postMessage({ type: 'sextant-browser-net-stage', ...stage });
    try {
      gate();
      say({ stage: 'replaying', done: 30, rounds: 120 });
      const bar = await screen.findByRole('progressbar', { name: M.progress.replaying });
      expect(bar).toHaveAttribute('aria-valuenow', '30');
      expect(bar).toHaveAttribute('aria-valuemax', '120');
      expect(screen.getByTestId('browser-net-stage')).toHaveTextContent(M.stage.replaying);
      expect(screen.getByRole('status')).toHaveTextContent(M.starting);
      say({ stage: 'failed', message: 'QuotaExceededError' });
      expect(await screen.findByText(M.startFailed('QuotaExceededError'))).toBeVisible();
      expect(screen.queryByText('screen')).toBeNull();
      // The page's own wait meets the same failure: the gate's alert takes the panel's place.
      answer(Response.json({ message: 'QuotaExceededError' }, { status: 503 }));
      expect(await screen.findByRole('alert')).toHaveTextContent(M.didNotStart('QuotaExceededError'));
      expect(screen.queryByTestId('browser-net-stage')).toBeNull();
    } finally {
      worker.close();
    }
  });

  it('names the damaged block and offers export, repair and reset; repair asks first, then the screen starts', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: controlledContainer(), configurable: true });
    let repaired = false;
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/admin/export'))
        return Promise.resolve(
          new Response(new Uint8Array([1, 2, 3]), {
            headers: {
              'Content-Disposition': 'attachment; filename="sextant-browser-v1-rounds-1-3.sextant-net"',
            },
          }),
        );
      if (url.endsWith('/admin/repair')) {
        repaired = true;
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(
        repaired
          ? new Response(null, { status: 200 })
          : Response.json(
              {
                message: 'the block log is corrupt: record 4',
                code: 'corruptBlockLog',
                round: 4,
                goodAfter: 2,
              },
              { status: 503 },
            ),
      );
    });
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    gate();
    const repair = await screen.findByTestId('browser-net-repair');
    expect(repair).toHaveTextContent(M.corrupt.title);
    expect(repair).toHaveTextContent(M.corrupt.detail(4, 2));
    expect(screen.queryByText('screen')).toBeNull();

    // Export what is readable: nothing else is asked of the worker.
    act(() => screen.getByRole('button', { name: M.corrupt.export(3) }).click());
    expect(
      await screen.findByText(M.corrupt.exported('sextant-browser-v1-rounds-1-3.sextant-net')),
    ).toBeVisible();
    expect(saved).toEqual(['sextant-browser-v1-rounds-1-3.sextant-net']);

    // Repair asks first; cancelling sends nothing.
    act(() => screen.getByRole('button', { name: M.corrupt.repair(3) }).click());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(M.corrupt.repairDescription(4, 2));
    act(() => screen.getAllByRole('button', { name: M.corrupt.cancel })[0]!.click());
    expect(asked.some((a) => a.includes('/admin/repair'))).toBe(false);

    act(() => screen.getByRole('button', { name: M.corrupt.repair(3) }).click());
    act(() => screen.getByRole('button', { name: M.corrupt.repairConfirm }).click());
    expect(await screen.findByText('screen')).toBeVisible();
    expect(asked.filter((a) => a.includes('/admin/'))).toEqual([
      'GET /browser-net/admin/export',
      'POST /browser-net/admin/repair',
    ]);
    expect(asked[asked.length - 1]).toBe('GET /browser-net/algod/health');
    click.mockRestore();
  });

  it('says why when another tab reset or replaced the network, and says nothing when this tab did', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: controlledContainer(), configurable: true });
    workerAnswers(200);
    const queryClient = new QueryClient();
    gate(queryClient);
    expect(await screen.findByText('screen')).toBeVisible();
    expect(screen.queryByTestId('browser-net-replaced')).toBeNull();

    await act(() => dropBrowserNetState(queryClient, { action: 'reset', where: 'here' }));
    expect(screen.queryByTestId('browser-net-replaced')).toBeNull();
    await act(() => dropBrowserNetState(queryClient, { action: 'reset', where: 'elsewhere' }));
    expect(await screen.findByTestId('browser-net-replaced')).toHaveTextContent(M.replacedElsewhere.reset);
    expect(screen.getByText('screen')).toBeVisible();

    await act(() => dropBrowserNetState(queryClient, { action: 'import', where: 'elsewhere' }));
    expect(await screen.findByTestId('browser-net-replaced')).toHaveTextContent(M.replacedElsewhere.import);
    act(() => screen.getByRole('button', { name: M.dismiss }).click());
    expect(screen.queryByTestId('browser-net-replaced')).toBeNull();
  });
});
