import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FirstScreen, FirstScreenRequest } from '../apps/web/src/ssr/FirstScreen';

export type DrawFirstScreen = (
  request: FirstScreenRequest,
  limitMs: number,
) => Promise<FirstScreen | undefined> | undefined;

export interface FirstScreenRenderer {
  draw: DrawFirstScreen;
  /** Stops its thread; a drawing under way gives undefined. */
  close(): Promise<void>;
}

/** A drawing's answer from the renderer's thread (scripts/firstScreenWorker.mjs). */
interface DrawnMessage {
  id?: number;
  screen?: FirstScreen;
  ready?: boolean;
}

/**
 * The server's renderer of first screens (apps/web/dist-server, built with the app by
 * `npm run build`), or undefined when it is not built beside `distDir`, `enabled` is false, or its
 * thread does not start. It draws in a thread of its own (`firstScreenWorker.mjs`, every drawn
 * screen's code loaded before the server listens): React's render holds a thread for tens of
 * milliseconds per page, and in this one the scripts a page asks for as soon as its head arrives
 * waited behind it. `draw` never throws or rejects: undefined at once for a URL it does not draw
 * (`drawsFirstScreen`, asked here), and a promise of undefined for one it could not draw in
 * `limitMs`.
 */
export async function firstScreenRenderer(
  distDir: string,
  enabled: boolean,
  ownThread: boolean,
): Promise<FirstScreenRenderer | undefined> {
  const entry = join(distDir, '../dist-server/renderFirstScreen.js');
  if (!enabled || !existsSync(entry)) return undefined;
  let worker: Worker | undefined;
  try {
    const href = pathToFileURL(entry).href;
    if (!ownThread) return await inThread(href);
    const { drawsFirstScreen } = (await import(href)) as {
      drawsFirstScreen: (request: FirstScreenRequest) => boolean;
    };
    const thread = new Worker(new URL('./firstScreenWorker.mjs', import.meta.url), {
      workerData: { entry: href },
    });
    worker = thread;
    const waiting = new Map<number, (screen: FirstScreen | undefined) => void>();
    let nextId = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      for (const answer of waiting.values()) answer(undefined);
      waiting.clear();
    };
    await new Promise<void>((resolve, reject) => {
      thread.on('message', (m: DrawnMessage) => {
        if (m.ready === true) resolve();
        else if (m.id !== undefined) {
          waiting.get(m.id)?.(m.screen);
          waiting.delete(m.id);
        }
      });
      thread.on('error', (error) => (stop(), reject(error)));
      thread.on('exit', () => (stop(), reject(new Error('the renderer stopped'))));
    });
    // The thread alone does not keep the process alive: the server does.
    thread.unref();
    return {
      draw: (request, limitMs) => {
        try {
          if (stopped || !drawsFirstScreen(request)) return undefined;
        } catch {
          return undefined;
        }
        const id = nextId++;
        return new Promise<FirstScreen | undefined>((resolve) => {
          waiting.set(id, resolve);
          thread.postMessage({ id, request, limitMs });
        });
      },
      close: async () => {
        stop();
        await thread.terminate();
      },
    };
  } catch {
    await worker?.terminate();
    return undefined;
  }
}

/** The renderer in the server's own thread (`renderThread: false`). */
async function inThread(href: string): Promise<FirstScreenRenderer> {
  const { renderFirstScreen, warmFirstScreens } = (await import(href)) as {
    renderFirstScreen: (
      request: FirstScreenRequest,
      signal: AbortSignal,
    ) => Promise<FirstScreen | undefined> | undefined;
    warmFirstScreens: () => Promise<void>;
  };
  await warmFirstScreens();
  return {
    draw: (request, limitMs) => {
      try {
        return renderFirstScreen(request, AbortSignal.timeout(limitMs))?.catch(() => undefined);
      } catch {
        return undefined;
      }
    },
    close: async () => undefined,
  };
}
