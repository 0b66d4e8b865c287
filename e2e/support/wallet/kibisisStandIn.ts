import type { BrowserContext } from '@playwright/test';
import type algosdk from 'algosdk';
import { signWalletTransactions, type WalletTransaction } from './signWalletTransactions';

/** Kibisis's ARC-27 provider id, as @txnlab/use-wallet 4.6 addresses it. */
export const KIBISIS_PROVIDER_ID = 'f6d1c86b-4493-42fb-b88d-a62407b4cdf6';
const BINDING = '__sextantArc27StandIn';
const METHODS = [
  'discover',
  'enable',
  'disable',
  'sign_transactions',
  'sign_message',
  'post_transactions',
] as const;
/** ARC-27 error codes (avm-web-provider ARC0027ErrorCodeEnum). */
const METHOD_CANCELED = 4001;
const METHOD_NOT_SUPPORTED = 4003;
const NETWORK_NOT_SUPPORTED = 4004;
const UNAUTHORIZED_SIGNER = 4100;

export interface Arc27Request {
  method: string;
  params: { genesisHash?: string; providerId?: string; txns?: WalletTransaction[] } | null;
}

type Arc27Answer = { result: unknown } | { error: { code: number; message: string; providerId: string } };

export interface KibisisStandIn {
  readonly requests: Arc27Request[];
  /** The next request is cancelled by the person (ARC-27 MethodCanceledError). */
  cancelNext(): void;
  /** Resolves with the first request of `method` seen after `after` requests. */
  waitForRequest(method: string, after?: number): Promise<Arc27Request>;
}

export interface StandInNetwork {
  genesisId: string;
  genesisHash: string;
}

/**
 * The extension's content script, injected into every page before the app runs: listens for
 * `arc0027:<method>:request` window events addressed to Kibisis (or to anyone), asks the test
 * process what to answer, and replies with `arc0027:<method>:response` whose detail is the JSON
 * string the client parses. The reply is dispatched on a later task (setTimeout 0) because the
 * client only records a request's id after dispatching it.
 */
function contentScript(): string {
  return `(() => {
    const methods = ${JSON.stringify(METHODS)};
    for (const method of methods) {
      window.addEventListener('arc0027:' + method + ':request', (event) => {
        const request = event.detail;
        const params = request && request.params ? request.params : null;
        if (params && params.providerId && params.providerId !== ${JSON.stringify(KIBISIS_PROVIDER_ID)}) return;
        window.${BINDING}(method, params).then((answer) => {
          setTimeout(() => {
            const reference = 'arc0027:' + method + ':response';
            const detail = JSON.stringify({ id: crypto.randomUUID(), reference, requestId: request.id, ...answer });
            window.dispatchEvent(new CustomEvent(reference, { detail }));
          }, 0);
        });
      });
    }
  })();`;
}

/**
 * Installs the stand-in in every page of `context` (call before the first navigation). It holds
 * one account on one network: enable answers with it, sign_transactions signs what is ours (null
 * elsewhere), a request for another network gets NetworkNotSupported.
 */
export async function installKibisisStandIn(
  context: BrowserContext,
  account: algosdk.Account,
  network: StandInNetwork,
): Promise<KibisisStandIn> {
  const requests: Arc27Request[] = [];
  const waiters: { method: string; after: number; resolve: (r: Arc27Request) => void }[] = [];
  let cancelNext = false;
  const providerId = KIBISIS_PROVIDER_ID;
  const error = (code: number, message: string): Arc27Answer => ({ error: { code, message, providerId } });

  const answer = (method: string, params: Arc27Request['params']): Arc27Answer => {
    if (method === 'discover') {
      return {
        result: {
          host: 'https://kibisis.xyz',
          name: 'Kibisis',
          networks: [{ ...network, methods: ['disable', 'enable', 'sign_transactions'] }],
          providerId,
        },
      };
    }
    if (params?.genesisHash !== undefined && params.genesisHash !== network.genesisHash) {
      return error(NETWORK_NOT_SUPPORTED, `network "${params.genesisHash}" is not supported`);
    }
    if (cancelNext) {
      cancelNext = false;
      return error(METHOD_CANCELED, 'user dismissed action');
    }
    if (method === 'enable') {
      return {
        result: {
          accounts: [{ address: account.addr.toString(), name: 'Stand-in account' }],
          ...network,
          providerId,
          sessionId: 'stand-in-session',
        },
      };
    }
    if (method === 'disable') return { result: { ...network, providerId, sessionIds: ['stand-in-session'] } };
    if (method === 'sign_transactions') {
      try {
        return { result: { providerId, stxns: signWalletTransactions(params?.txns ?? [], account) } };
      } catch (cause) {
        return error(UNAUTHORIZED_SIGNER, cause instanceof Error ? cause.message : String(cause));
      }
    }
    return error(METHOD_NOT_SUPPORTED, `method "${method}" is not supported`);
  };

  await context.exposeBinding(BINDING, (_source, method: string, params: Arc27Request['params']) => {
    const result = answer(method, params);
    requests.push({ method, params });
    for (const waiter of waiters.filter((w) => w.method === method && requests.length > w.after)) {
      const found = requests.slice(waiter.after).find((r) => r.method === waiter.method);
      if (found === undefined) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(found);
    }
    return result;
  });
  await context.addInitScript({ content: contentScript() });
  return {
    requests,
    cancelNext: () => {
      cancelNext = true;
    },
    waitForRequest: (method, after = 0) => {
      const found = requests.slice(after).find((r) => r.method === method);
      return found !== undefined
        ? Promise.resolve(found)
        : new Promise((resolve) => waiters.push({ method, after, resolve }));
    },
  };
}
