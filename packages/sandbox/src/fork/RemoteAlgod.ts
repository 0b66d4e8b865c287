import { ForkError } from './ForkError';

/** A remote answer the fork keeps: 200 with its JSON text, or 404 (absent). */
export interface RemoteAnswer {
  readonly status: 200 | 404;
  readonly body: string;
}

/** A remote fetch's time limit unless the caller gives one. */
export const DEFAULT_FORK_TIMEOUT_MS = 10_000;

/**
 * The forked network's algod, through its v2 REST API (JSON). Every GET is bounded in time; a
 * failure is a `ForkError` naming the resource and the remote. `requests` counts the GETs sent.
 */
export class RemoteAlgod {
  requests = 0;
  readonly url: string;

  constructor(
    url: string,
    readonly token: string | undefined,
    private readonly timeoutMs = DEFAULT_FORK_TIMEOUT_MS,
  ) {
    this.url = url.replace(/\/+$/, '');
  }

  /** GET `path` (from `/v2/...`) as text; `resource` names what is read, for the error. */
  async get(path: string, resource: string): Promise<RemoteAnswer> {
    const { status, body } = await this.request(path, resource, (r) => r.text());
    return { status, body };
  }

  /** GET `path` as bytes (msgpack); 404 is an error here. */
  async getBytes(path: string, resource: string): Promise<Uint8Array> {
    const { status, body } = await this.request(
      path,
      resource,
      async (r) => new Uint8Array(await r.arrayBuffer()),
    );
    if (status === 404)
      throw new ForkError(
        'status',
        `fork: ${resource} is not on the forked network's algod ${this.url}`,
        resource,
      );
    return body;
  }

  private async request<T>(
    path: string,
    resource: string,
    read: (res: Response) => Promise<T>,
  ): Promise<{ status: 200 | 404; body: T }> {
    this.requests++;
    const where = `${resource} from the forked network's algod ${this.url}`;
    let res: Response;
    try {
      res = await fetch(this.url + path, {
        headers: this.token === undefined || this.token === '' ? {} : { 'X-Algo-API-Token': this.token },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new ForkError(
        timedOut ? 'timeout' : 'unreachable',
        timedOut
          ? `fork: no answer in ${this.timeoutMs} ms reading ${where}`
          : `fork: cannot reach ${this.url} to read ${resource}: ${causeText(err)}`,
        resource,
        { cause: err },
      );
    }
    let body: T;
    try {
      body = await read(res);
    } catch (err) {
      throw new ForkError(
        'unreachable',
        `fork: the answer for ${where} broke off: ${causeText(err)}`,
        resource,
        {
          cause: err,
        },
      );
    }
    if (res.status === 404) return { status: 404, body };
    if (res.status !== 200)
      throw new ForkError(
        'status',
        `fork: reading ${where} answered HTTP ${res.status}: ${String(typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array)).slice(0, 300)}`,
        resource,
      );
    return { status: 200, body };
  }
}

function causeText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
  return err.message + cause;
}
