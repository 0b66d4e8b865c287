/**
 * What the app and its Service Worker agree on. The worker's script is built on its own
 * (`apps/web/serviceWorker`, see vite.serviceWorker.ts) to this un-hashed name next to index.html.
 */
export const BROWSER_NET_WORKER_FILE = 'browser-net-sw.js';

/** A page that finds the worker active but is not controlled by it asks it to claim the page. */
export const CLAIM_MESSAGE = 'sextant-browser-net-claim';

/** A page that finds a newer build's worker waiting asks it to skip waiting again (`hurryWaitingWorker`). */
export const SKIP_WAITING_MESSAGE = 'sextant-browser-net-skip-waiting';

/**
 * The admin API under `<base>browser-net/admin/`: export (GET), import, reset, repair and fork
 * (POST). With damaged stored blocks, export gives what is readable and repair cuts at the damage.
 * Fork's body is a `BrowserNetForkRequest`.
 */
export type BrowserNetAdminAction = 'export' | 'import' | 'reset' | 'repair' | 'fork';

/** What the fork action is sent: the remote algod's URL and token, and its indexer's URL. */
export interface BrowserNetForkRequest {
  url: string;
  token?: string;
  indexerUrl?: string;
}

/** The `code` of the worker's refusal when the remote answers but does not allow this origin. */
export const FORK_CORS_CODE = 'cors';

/** A fork request's body, checked (what the worker takes from a page). */
export function parseForkRequest(body: unknown): BrowserNetForkRequest | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { url, token, indexerUrl } = body as Record<string, unknown>;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return undefined;
  if (token !== undefined && typeof token !== 'string') return undefined;
  if (indexerUrl !== undefined && (typeof indexerUrl !== 'string' || !/^https?:\/\//.test(indexerUrl)))
    return undefined;
  return {
    url,
    ...(token !== undefined && { token }),
    ...(indexerUrl !== undefined && { indexerUrl }),
  };
}

/** What replaces the whole network: every page showing it must drop what it knew. */
export type BrowserNetReplacement = Exclude<BrowserNetAdminAction, 'export' | 'repair'>;

/** The `code` of the worker's 503 when the stored blocks are damaged (with `round` and `goodAfter`). */
export const CORRUPT_BLOCKS_CODE = 'corruptBlockLog';

/**
 * The channel the worker announces a committed reset, import or fork on. Every page of the origin hears
 * it, whichever network it shows: a page on another network is not controlled by the worker, yet
 * its cache may hold the old Browser network's answers.
 */
export const BROWSER_NET_CHANNEL = 'sextant-browser-net';

/** The admin request's header naming the tab that asked, so that tab knows its own replacement. */
export const BROWSER_NET_TAB_HEADER = 'X-Sextant-Tab';

/** Announced by the worker once a reset or an import has committed. */
export interface BrowserNetReplacedMessage {
  type: 'sextant-browser-net-replaced';
  action: BrowserNetReplacement;
  /** The tab that asked (its `BROWSER_NET_TAB_HEADER`), '' when unknown. */
  askedBy: string;
}

export function isReplacedMessage(data: unknown): data is BrowserNetReplacedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as { type?: unknown; action?: unknown; askedBy?: unknown };
  return (
    m.type === 'sextant-browser-net-replaced' &&
    (m.action === 'reset' || m.action === 'import' || m.action === 'fork') &&
    typeof m.askedBy === 'string'
  );
}

/**
 * How far the worker's start has come: its script evaluated; waiting for the storage lock (only
 * when another worker holds it); opening its store; a fresh genesis (first use) or the stored
 * blocks replayed; kmd; the indexer indexing every block; ready; or failed, with its reason.
 * Replaying and indexing go block by block (`done` of `rounds`). The sandbox's own stages
 * (`BrowserStartStage`) are the middle ones, passed on as they come.
 */
export type BrowserNetStage =
  | { stage: 'evaluated' }
  | { stage: 'waiting-for-lock' }
  | { stage: 'opening-store' }
  | { stage: 'genesis' }
  | { stage: 'replaying'; done: number; rounds: number }
  | { stage: 'kmd' }
  | { stage: 'indexing'; done: number; rounds: number }
  | { stage: 'ready' }
  | { stage: 'failed'; message: string };

/** The stages that go block by block. */
export type BrowserNetProgressStage = Extract<BrowserNetStage, { done: number }>;

export function isProgressStage(stage: BrowserNetStage): stage is BrowserNetProgressStage {
  return stage.stage === 'replaying' || stage.stage === 'indexing';
}

/**
 * Sent by the worker on `BROWSER_NET_CHANNEL` as its start goes (block-by-block progress
 * throttled, `stageReporter`), and again to a page that asks (`STAGE_ASKED_MESSAGE`): a page that
 * opens while the start is under way hears where it is at once. A channel reaches pages the
 * worker does not control yet (a first start, during its install), and its post leaves at once,
 * so progress is heard while the worker is busy replaying or indexing.
 */
export type BrowserNetStageMessage = { type: 'sextant-browser-net-stage' } & BrowserNetStage;

/** A page asks on `BROWSER_NET_CHANNEL` for the current stage of the worker's start. */
export const STAGE_ASKED_MESSAGE = 'sextant-browser-net-stage-asked';

const STAGES = new Set<string>([
  'evaluated',
  'waiting-for-lock',
  'opening-store',
  'genesis',
  'replaying',
  'kmd',
  'indexing',
  'ready',
  'failed',
] satisfies Array<BrowserNetStage['stage']>);

export function isStageMessage(data: unknown): data is BrowserNetStageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as { type?: unknown; stage?: unknown; done?: unknown; rounds?: unknown; message?: unknown };
  if (m.type !== 'sextant-browser-net-stage' || typeof m.stage !== 'string' || !STAGES.has(m.stage))
    return false;
  if (isProgressStage(m as BrowserNetStage))
    return typeof m.done === 'number' && typeof m.rounds === 'number';
  return m.stage !== 'failed' || typeof m.message === 'string';
}
