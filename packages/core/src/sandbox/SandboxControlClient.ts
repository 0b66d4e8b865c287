import { authHeaders } from '../http/authHeaders';
import { networkFetch } from '../http/networkFetch';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import { parseJsonBody } from '../json/parseJsonBody';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { EndpointConfig } from '../network/NetworkProfile';
import { SandboxControlError, type SandboxControlErrorCode } from './SandboxControlError';

/** One snapshot as the sandbox lists it (`round` is decimal text). */
export interface SandboxSnapshot {
  id: string;
  name: string;
  round: string;
  blockHash: string;
  /** The block's time, unix seconds. */
  timestamp: number;
  /** When it was taken, unix ms. */
  takenAt: number;
}

export interface SandboxTime {
  round: string;
  latestTimestamp: number;
  nextTimestamp?: number;
  offset?: string;
}

export interface SandboxRevert {
  snapshot: SandboxSnapshot;
  round: string;
  removedRounds: string;
}

/** Each call and the admin API path it took, as a screen shows "the admin call it made". */
export interface SandboxCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: Record<string, JsonValue>;
}

/** A state edit: keys and byte values as algod's `encoding:value` (`str:`, `b64:`, `int:`, `addr:`). */
export interface SandboxStateEdit {
  set?: readonly ({ key: string; uint: bigint } | { key: string; bytes: string })[];
  delete?: readonly string[];
}

/** One state value as algod answers it (base64 key; type 1 bytes, 2 uint). */
export interface SandboxStateValue {
  key: string;
  value: { type: number; bytes: string; uint: number };
}

function codeFor(status: number, message: string): SandboxControlErrorCode {
  if (status === 401 && /token/i.test(message)) return 'sandbox-bad-token';
  if (status === 404 && /unknown path/i.test(message)) return 'sandbox-no-control';
  if (status === 404) return 'sandbox-not-found';
  return 'sandbox-refused';
}

/**
 * The sandbox's admin API (`/v2/sandbox/...` on its algod endpoint, with algod's token):
 * snapshots, revert, reset, the clock, empty blocks, impersonation and state edits (balance,
 * asset holding, global and local state, boxes). Only the Sandbox and
 * Browser networks answer it; any other node gives `sandbox-no-control`.
 */
export class SandboxControlClient {
  private readonly base: string;
  private readonly headers: Record<string, string>;
  /** Called with every call made (a screen lists them). */
  onCall: ((call: SandboxCall) => void) | undefined;

  constructor(
    algod: EndpointConfig,
    private readonly timeoutMs = 30_000,
  ) {
    this.base = `${endpointBaseUrl(algod)}/v2/sandbox`;
    this.headers = { ...authHeaders(algod), 'Content-Type': 'application/json' };
  }

  async snapshots(): Promise<SandboxSnapshot[]> {
    return (await this.call<{ snapshots: SandboxSnapshot[] }>('GET', '/snapshots')).snapshots;
  }

  async snapshot(name?: string): Promise<SandboxSnapshot> {
    const body = name === undefined ? {} : { name };
    return (await this.call<{ snapshot: SandboxSnapshot }>('POST', '/snapshots', body)).snapshot;
  }

  async revert(id: string): Promise<SandboxRevert> {
    return await this.call<SandboxRevert>('POST', `/snapshots/${encodeURIComponent(id)}/revert`);
  }

  async forget(id: string): Promise<SandboxSnapshot[]> {
    const answer = await this.call<{ snapshots: SandboxSnapshot[] }>(
      'DELETE',
      `/snapshots/${encodeURIComponent(id)}`,
    );
    return answer.snapshots;
  }

  async reset(): Promise<{ round: string; removedRounds: string }> {
    return await this.call<{ round: string; removedRounds: string }>('POST', '/reset');
  }

  async time(): Promise<SandboxTime> {
    return await this.call<SandboxTime>('GET', '/time');
  }

  /** Stamps the next block at `timestamp` (unix seconds), or `increase` seconds after the latest. */
  async setTime(to: { timestamp: number } | { increase: number }): Promise<SandboxTime> {
    return await this.call<SandboxTime>('POST', '/time', to);
  }

  /** `count` empty blocks; the new latest round. */
  async advance(count: number): Promise<bigint> {
    return BigInt((await this.call<{ round: string }>('POST', '/rounds', { count })).round);
  }

  /** Sets `address`'s Algo balance (microAlgos) with a block of payments; the balance after it. */
  async setBalance(address: string, microAlgos: bigint): Promise<{ round: bigint; amount: bigint }> {
    const path = `/accounts/${encodeURIComponent(address)}/balance`;
    const answer = await this.call<{ round: string; amount: string }>('POST', path, {
      amount: String(microAlgos),
    });
    return { round: BigInt(answer.round), amount: BigInt(answer.amount) };
  }

  /** Sets `address`'s holding of `asset` (it must be opted in): amount and/or frozen. */
  async setHolding(
    address: string,
    asset: bigint,
    to: { amount?: bigint; frozen?: boolean },
  ): Promise<{ round: bigint; amount: bigint; frozen: boolean }> {
    const path = `/accounts/${encodeURIComponent(address)}/assets/${asset}`;
    const answer = await this.call<{ round: string; amount: string; frozen: boolean }>('POST', path, {
      ...(to.amount !== undefined && { amount: String(to.amount) }),
      ...(to.frozen !== undefined && { frozen: to.frozen }),
    });
    return { round: BigInt(answer.round), amount: BigInt(answer.amount), frozen: answer.frozen };
  }

  /**
   * Sets and deletes keys of app `app`'s global state, or (with `address`) of that account's local
   * state in it. Keys and byte values are algod's `encoding:value` (`str:count`, `b64:…`, `int:5`,
   * `addr:…`). Answers the state after it, as algod shows it (base64 keys).
   */
  async setAppState(
    app: bigint,
    edit: SandboxStateEdit,
    address?: string,
  ): Promise<{ round: bigint; state: SandboxStateValue[] }> {
    const path =
      address === undefined
        ? `/applications/${app}/state`
        : `/accounts/${encodeURIComponent(address)}/applications/${app}/state`;
    const answer = await this.call<{ round: string; state: SandboxStateValue[] }>('POST', path, {
      set: (edit.set ?? []).map((e) =>
        'uint' in e ? { key: e.key, uint: String(e.uint) } : { key: e.key, bytes: e.bytes },
      ),
      delete: [...(edit.delete ?? [])],
    });
    return { round: BigInt(answer.round), state: answer.state };
  }

  /** Creates or replaces box `name` of app `app` with `value` (both `encoding:value`). */
  async setBox(app: bigint, name: string, value: string): Promise<{ round: bigint; size: number }> {
    const answer = await this.call<{ round: string; size: number }>('POST', `/applications/${app}/box`, {
      name,
      value,
    });
    return { round: BigInt(answer.round), size: answer.size };
  }

  async deleteBox(app: bigint, name: string): Promise<bigint> {
    const path = `/applications/${app}/box?name=${encodeURIComponent(name)}`;
    return BigInt((await this.call<{ round: string }>('DELETE', path)).round);
  }

  async unlocked(): Promise<string[]> {
    return (await this.call<{ addresses: string[] }>('GET', '/unlocked')).addresses;
  }

  async unlock(address: string): Promise<string[]> {
    return (await this.call<{ addresses: string[] }>('POST', '/unlocked', { address })).addresses;
  }

  /** Ends impersonation of `address`, or of every address. */
  async lock(address?: string): Promise<string[]> {
    const path = address === undefined ? '/unlocked' : `/unlocked/${encodeURIComponent(address)}`;
    return (await this.call<{ addresses: string[] }>('DELETE', path)).addresses;
  }

  /** One call: its JSON object answer (the shape the sandbox documents), or a SandboxControlError. */
  private async call<T>(
    method: SandboxCall['method'],
    path: string,
    body?: Record<string, JsonValue>,
  ): Promise<T> {
    this.onCall?.({ method, path: `/v2/sandbox${path}`, ...(body !== undefined && { body }) });
    let response: Response;
    try {
      response = await networkFetch(`${this.base}${path}`, {
        method,
        headers: this.headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs: this.timeoutMs,
        cache: 'no-store',
        // The algod token goes with it: never follow a redirect that could carry it elsewhere.
        redirect: 'error',
      });
    } catch (cause) {
      throw new SandboxControlError('sandbox-unreachable', { cause });
    }
    const text = await response.text();
    const json = parseJsonBody(text);
    if (!response.ok || !isJsonObject(json)) {
      const message =
        isJsonObject(json) && typeof json['message'] === 'string' ? json['message'] : text.trim();
      throw new SandboxControlError(codeFor(response.status, message), {
        sandboxMessage: message,
        status: response.status,
      });
    }
    return json as unknown as T;
  }
}
