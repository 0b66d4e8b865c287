import { EARLY_REQUESTS_GLOBAL, type EarlyAnswer, type EarlyRequest, type SentEarly } from './earlyRequests';

/** A GET's answer as the server got it, written into the page for it to take instead of asking. */
export interface WrittenAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body: its text when it is UTF-8, else base64 (`encoding`). */
  body: string;
  encoding: 'utf8' | 'base64';
}

/** An early request the server has already sent: the page's entry hands `answered` over at once (`takeWrittenAnswers`). */
export interface AnsweredRequest extends EarlyRequest {
  answered: WrittenAnswer;
}

let writing: Promise<AnsweredRequest>[] | undefined;
let queue: Promise<void> = Promise.resolve();

/**
 * Runs `run` and writes down every GET `networkFetch` sends meanwhile, with its answer (the server's
 * render of a first screen: the page then takes those answers instead of asking again, and draws
 * from the same data the server drew from). One at a time: a second call waits for the first.
 */
export async function writeAnswers<T>(
  run: () => Promise<T>,
): Promise<{ value: T; answers: AnsweredRequest[] }> {
  const before = queue;
  let release: () => void = () => undefined;
  queue = new Promise<void>((resolve) => (release = resolve));
  await before;
  const into: Promise<AnsweredRequest>[] = [];
  writing = into;
  try {
    const value = await run();
    const answers = await Promise.all(into);
    return { value, answers };
  } finally {
    writing = undefined;
    release();
  }
}

/** While `writeAnswers` runs: keeps a copy of a GET's answer (`response` is returned untouched). */
export function writeAnswer(url: string, init: RequestInit, response: Response): Response {
  if (writing === undefined) return response;
  if ((init.method ?? 'GET').toUpperCase() !== 'GET' || init.body != null) return response;
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const copy = response.clone();
  writing.push(
    copy.arrayBuffer().then((bytes) => ({
      url,
      headers,
      answered: {
        status: copy.status,
        statusText: copy.statusText,
        headers: [...copy.headers].filter(([name]) => !SKIPPED_HEADERS.has(name)),
        ...bodyOf(new Uint8Array(bytes)),
      },
    })),
  );
  return response;
}

/** Headers about the transfer, not the answer: the page's copy is neither compressed nor chunked. */
const SKIPPED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

function bodyOf(bytes: Uint8Array): Pick<WrittenAnswer, 'body' | 'encoding'> {
  try {
    return { body: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf8' };
  } catch {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { body: btoa(binary), encoding: 'base64' };
  }
}

/** The id of the `<script type="application/json">` after the app's HTML holding its answers (serveDist writes it). */
export const WRITTEN_ANSWERS_ID = 'sextant-answers';

/**
 * Hands the answers the server drew the page from to `networkFetch`, as the page's early answers
 * (each taken once, by the query that asks the same GET): the first render then hydrates the
 * server's HTML from the very data it was drawn from. `text` is the element's JSON; a bad one is
 * ignored (the page asks as usual).
 */
export function takeWrittenAnswers(text: string | null | undefined): void {
  let list: unknown;
  try {
    list = JSON.parse(text ?? '');
  } catch {
    return;
  }
  if (!Array.isArray(list)) return;
  const global = globalThis as Record<string, unknown>;
  const sent = (
    Array.isArray(global[EARLY_REQUESTS_GLOBAL]) ? global[EARLY_REQUESTS_GLOBAL] : []
  ) as SentEarly[];
  global[EARLY_REQUESTS_GLOBAL] = sent;
  for (const entry of list as AnsweredRequest[]) {
    const { url, headers, answered } = entry ?? {};
    if (typeof url !== 'string' || typeof answered?.body !== 'string') continue;
    sent.push({ url, headers: headers ?? {}, answer: Promise.resolve(earlyAnswer(answered)) });
  }
}

function earlyAnswer(a: WrittenAnswer): EarlyAnswer {
  const bytes =
    a.encoding === 'base64'
      ? Uint8Array.from(atob(a.body), (c) => c.charCodeAt(0))
      : new TextEncoder().encode(a.body);
  return { status: a.status, statusText: a.statusText, headers: a.headers, body: bytes.buffer };
}
