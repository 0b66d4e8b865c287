import { ForkError } from '../fork/ForkError';

/** How long the no-cors probe waits for the remote. */
const PROBE_MS = 5000;

/**
 * A browser reports a node that is down and a node that refuses this origin (no CORS headers) the
 * same way: a failed fetch. When a fork's remote could not be read (`unreachable`), this asks it
 * again in `no-cors` mode, whose answer the page may not read but which succeeds whenever the node
 * answered at all: then the failure is a CORS refusal (a `ForkError` 'cors' saying so). Anything
 * else is returned as it was.
 */
export async function explainCorsRefusal(
  err: unknown,
  url: string,
  probe: (url: string, init: RequestInit) => Promise<unknown> = (u, init) => fetch(u, init),
): Promise<unknown> {
  if (!(err instanceof ForkError) || err.code !== 'unreachable') return err;
  const remote = url.replace(/\/+$/, '');
  try {
    await probe(`${remote}/health`, { mode: 'no-cors', signal: AbortSignal.timeout(PROBE_MS) });
  } catch {
    return err;
  }
  return new ForkError(
    'cors',
    `fork: ${remote} answers, but not to this page: it does not allow requests from this origin (CORS), so the browser keeps its answers from the Browser network. Use a node that allows this origin, or fork it into a local sandbox (npm run sandbox -- --fork ${remote}).`,
    'the node status',
    { cause: err },
  );
}
