import { createRequire } from 'node:module';
import type algosdk from 'algosdk';
import { signWalletTransactions, type WalletTransaction } from './signWalletTransactions';

/** A request the dApp sent to the wallet, and what the wallet answered. */
export interface RecordedRequest {
  id: number;
  method: string;
  params: unknown[];
  /** `algo_signTxn` only: the transactions asked for, in order. */
  txns: WalletTransaction[];
  outcome: { signed: (string | null)[] } | { rejected: string };
}

export interface ScriptedMobileWallet {
  address: string;
  /** Every request seen, in order (session request excluded). */
  readonly requests: RecordedRequest[];
  /** The chain id the dApp asked for in its session request. */
  requestedChainId(): number | undefined;
  /** Joins the session shown as `uri` (the QR code's content) and approves it with our account. */
  pair(uri: string): Promise<void>;
  /** The next signing request is refused, as when the person taps "reject". */
  rejectNextRequest(message?: string): void;
  /** Resolves with the nth request (1-based) once it has been answered. */
  waitForRequest(count: number): Promise<RecordedRequest>;
  /** Resolves once the session has ended (the dApp's `wc_sessionUpdate {approved:false}`, or ours). */
  waitForDisconnect(): Promise<void>;
  /** Ends the session from the wallet's side (`wc_sessionUpdate {approved:false}`). */
  disconnect(): Promise<void>;
  isConnected(): boolean;
  close(): void;
}

/** The JSON-RPC request the connector hands to its `session_request` / `call_request` listeners. */
interface JsonRpcRequest {
  id: number;
  method: string;
  params?: unknown[];
}

interface Connector {
  connected: boolean;
  on(event: string, callback: (error: Error | null, payload: JsonRpcRequest) => void): void;
  approveSession(status: { chainId: number; accounts: string[] }): void;
  approveRequest(response: { id: number; result: unknown }): void;
  rejectRequest(response: { id: number; error: { code?: number; message: string } }): void;
  killSession(error?: { message: string }): Promise<void>;
  transportClose(): void;
}

type ConnectorClass = new (options: { uri: string; clientMeta: Record<string, unknown> }) => Connector;

// @walletconnect/client 1.x ships CommonJS only; in Node its socket transport falls back to `ws`
// (Node 20 has no global WebSocket) and its storage to nothing, which is what a scripted peer wants.
const require = createRequire(import.meta.url);
const WalletConnect = (require('@walletconnect/client') as { default: ConnectorClass }).default;

/** ARC-25's and EIP-1193's code for "the user rejected the request". */
export const USER_REJECTED_CODE = 4001;
export const USER_REJECTED_MESSAGE = 'User rejected the request';

/**
 * The phone in a WalletConnect v1 session, scripted in Node with the wallet side of
 * `@walletconnect/client` 1.8: approves the session with one account, answers `algo_signTxn` by
 * signing every transaction not marked `signers: []` (position-aligned, null elsewhere), records
 * every request, and can refuse one or end the session. It lives in the test process, so it stays
 * connected across page reloads like a real phone.
 */
export function createScriptedMobileWallet(account: algosdk.Account): ScriptedMobileWallet {
  const requests: RecordedRequest[] = [];
  const waiters: { count: number; resolve: (r: RecordedRequest) => void }[] = [];
  const disconnectWaiters: (() => void)[] = [];
  let connector: Connector | undefined;
  let chainId: number | undefined;
  let rejectNext: string | undefined;
  let ended = false;

  const record = (entry: RecordedRequest) => {
    requests.push(entry);
    for (const waiter of waiters.filter((w) => w.count <= requests.length)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(requests[waiter.count - 1]!);
    }
  };

  const answer = (c: Connector, payload: JsonRpcRequest) => {
    const params = (payload.params ?? []) as unknown[];
    const txns = payload.method === 'algo_signTxn' ? ((params[0] ?? []) as WalletTransaction[]) : [];
    if (rejectNext !== undefined) {
      const message = rejectNext;
      rejectNext = undefined;
      c.rejectRequest({ id: payload.id, error: { code: USER_REJECTED_CODE, message } });
      record({ id: payload.id, method: payload.method, params, txns, outcome: { rejected: message } });
      return;
    }
    if (payload.method !== 'algo_signTxn') {
      const message = `unsupported method ${payload.method}`;
      c.rejectRequest({ id: payload.id, error: { code: 4200, message } });
      record({ id: payload.id, method: payload.method, params, txns, outcome: { rejected: message } });
      return;
    }
    try {
      const signed = signWalletTransactions(txns, account);
      c.approveRequest({ id: payload.id, result: signed });
      record({ id: payload.id, method: payload.method, params, txns, outcome: { signed } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      c.rejectRequest({ id: payload.id, error: { code: 4300, message } });
      record({ id: payload.id, method: payload.method, params, txns, outcome: { rejected: message } });
    }
  };

  return {
    address: account.addr.toString(),
    requests,
    requestedChainId: () => chainId,
    pair: (uri) =>
      new Promise<void>((resolve, reject) => {
        connector?.transportClose();
        ended = false;
        const c = new WalletConnect({
          uri,
          clientMeta: {
            name: 'Scripted test wallet',
            description: 'e2e',
            url: 'http://127.0.0.1',
            icons: [],
          },
        });
        connector = c;
        c.on('session_request', (error, payload) => {
          if (error) return reject(error);
          const [request] = (payload.params ?? []) as { chainId?: number | null }[];
          chainId = request?.chainId ?? undefined;
          c.approveSession({ chainId: chainId ?? 4160, accounts: [account.addr.toString()] });
          resolve();
        });
        c.on('call_request', (error, payload) => {
          if (error) throw error;
          answer(c, payload);
        });
        c.on('disconnect', () => {
          ended = true;
          for (const done of disconnectWaiters.splice(0)) done();
        });
      }),
    rejectNextRequest: (message = USER_REJECTED_MESSAGE) => {
      rejectNext = message;
    },
    waitForRequest: (count) =>
      requests.length >= count
        ? Promise.resolve(requests[count - 1]!)
        : new Promise((resolve) => waiters.push({ count, resolve })),
    waitForDisconnect: () =>
      ended || connector === undefined
        ? Promise.resolve()
        : new Promise<void>((resolve) => disconnectWaiters.push(resolve)),
    disconnect: async () => {
      if (connector === undefined) throw new Error('not paired');
      await connector.killSession();
    },
    isConnected: () => connector?.connected === true,
    close: () => {
      connector?.transportClose();
      connector = undefined;
    },
  };
}
