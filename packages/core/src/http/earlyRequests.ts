/**
 * The first screen's data requests, sent by the page's HTML before any module has run, and handed
 * to `networkFetch` once each. The server learns them from the URL's own data declaration
 * (`recordFirstRequests` around its query functions: nothing is sent, the requests are only written
 * down) and writes them into index.html; a small inline script there sends them, reads each answer
 * (while the modules download, so its body is not read when the main thread is busy) and leaves
 * `{url, headers, answer}` in `globalThis[EARLY_REQUESTS_GLOBAL]`. When the app asks for the same
 * URL with the same headers, `networkFetch` takes that answer instead of asking again. A page
 * without them (a static host, the dev server) asks as usual.
 */

/** A GET as the server lists it for the page's inline script. */
export interface EarlyRequest {
  url: string;
  headers: Record<string, string>;
  /** What the inline script sends as soon as this answer is in (the page would, once its code has run). */
  next?: EarlyFollowUp[];
}

/**
 * A GET the page's inline script sends from an earlier answer: for each whole number found in the
 * answer's JSON at `pick` (`*` goes through every element of an array; numbers beyond 2^53 are left
 * to the app), `url` with each `{}` replaced by it and each `{-k}` by it less k (never below 0);
 * each URL once. Templates come from the app's own request builders (`followUpTemplates`).
 */
export interface EarlyFollowUp {
  pick: string[];
  url: string;
  headers: Record<string, string>;
}

/** What an early request's answer leads the page to ask: the JSON path to a value, and how to ask from it. */
export interface EarlyNext {
  pick: readonly string[];
  /** Starts the requests the page makes from one value found there (run while recording). */
  ask: (value: bigint) => void;
}

/** Stands for the picked value while recording: any number in a recorded URL within SPREAD of it is derived from it. */
const SENTINEL = 2n ** 50n;
const SPREAD = 1n << 20n;

/**
 * The follow-ups' templates: `ask` run on a stand-in value under `recordFirstRequests`, and every
 * number in each recorded URL that lies just under the stand-in written as `{}` or `{-k}`. A request
 * whose URL does not depend on the value is left out (the page asks for it as usual); so is one
 * derived by anything but a subtraction.
 */
export function followUpTemplates(next: EarlyNext): EarlyFollowUp[] {
  const requests = recordFirstRequests(() => next.ask(SENTINEL));
  return requests.flatMap(({ url, headers }) => {
    let derived = false;
    let other = false;
    const template = url.replace(/\d{6,}/g, (digits) => {
      const offset = SENTINEL - BigInt(digits);
      if (offset < 0n || offset >= SPREAD) {
        if (-offset < SPREAD) other = true;
        return digits;
      }
      derived = true;
      return offset === 0n ? '{}' : `{-${offset}}`;
    });
    return derived && !other ? [{ pick: [...next.pick], url: template, headers }] : [];
  });
}

/** Where the page's inline script leaves the requests it sent (apps/web/index.html uses this name). */
export const EARLY_REQUESTS_GLOBAL = '__sextantEarly';

/** The id of the `<script type="application/json">` holding the list (serveDist writes it). */
export const EARLY_REQUESTS_ID = 'sextant-early';

/** An answer as the page's inline script read it (a failed request rejects). */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface SentEarly extends EarlyRequest {
  answer: Promise<EarlyAnswer>;
}

let recording: EarlyRequest[] | undefined;
const taken: Promise<unknown>[] = [];

/**
 * The requests `networkFetch` is asked for while `run` runs (synchronously: what a query function
 * asks before its first await), none of them sent: each call gets a promise that never settles.
 * Run by the server on a route's data declaration to learn the page's first requests.
 */
export function recordFirstRequests(run: () => void): EarlyRequest[] {
  const into: EarlyRequest[] = [];
  recording = into;
  try {
    run();
  } finally {
    recording = undefined;
  }
  return into;
}

/** While recording: writes the request down (a GET only) and returns a promise that never settles. */
export function recorded(url: string, init: RequestInit): Promise<Response> | undefined {
  if (recording === undefined) return undefined;
  if ((init.method ?? 'GET').toUpperCase() === 'GET' && init.body == null)
    recording.push({ url, headers: plainHeaders(init.headers) });
  return new Promise<Response>(() => undefined);
}

/**
 * Whether the page's HTML sent requests of its own (see above), or will once /config.json has
 * answered (a static host's, from the build's plan: `planned` is set until they have left).
 */
export function hasEarlyRequests(): boolean {
  const sent = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  return Array.isArray(sent) && (sent.length > 0 || (sent as { planned?: unknown }).planned === true);
}

/** The page's early answer for this GET, taken (a second ask goes to the network). */
export function takeEarlyResponse(url: string, init: RequestInit): Promise<Response> | undefined {
  if (!hasEarlyRequests()) return undefined;
  if ((init.method ?? 'GET').toUpperCase() !== 'GET' || init.body != null) return undefined;
  const sent = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as SentEarly[];
  const headers = plainHeaders(init.headers);
  const index = sent.findIndex((e) => e.url === url && sameHeaders(e.headers, headers));
  if (index < 0) return undefined;
  const response = sent.splice(index, 1)[0]!.answer.then(answered);
  taken.push(response.catch(() => undefined));
  return response;
}

/**
 * Settles once every early answer taken so far has (their callers go on in the next microtasks), or
 * after `limitMs` however they stand: 0 waits only for answers already in (a timer runs after every
 * microtask the answers' handing-over queues).
 */
export function takenEarlyAnswers(limitMs: number): Promise<void> {
  return Promise.race([Promise.all(taken), new Promise((resolve) => setTimeout(resolve, limitMs))]).then(
    () => undefined,
  );
}

/**
 * The answer as a Response whose body reads at once: a Response's own reading waits for a task, and
 * the page's modules, run meanwhile, would hold the answer and the requests that follow from it.
 */
function answered(a: EarlyAnswer): Response {
  // A null-body status (204, 304…) takes no body.
  const empty = [101, 204, 205, 304].includes(a.status);
  const response = new Response(empty ? null : a.body.slice(0), {
    status: a.status,
    statusText: a.statusText,
    headers: a.headers,
  });
  return Object.assign(response, {
    text: () => Promise.resolve(new TextDecoder().decode(a.body)),
    arrayBuffer: () => Promise.resolve(a.body.slice(0)),
    json: () => Promise.resolve(JSON.parse(new TextDecoder().decode(a.body)) as unknown),
  });
}

function plainHeaders(headers: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const x = plainHeaders(a);
  const keys = Object.keys(x);
  return keys.length === Object.keys(b).length && keys.every((k) => x[k] === b[k]);
}
