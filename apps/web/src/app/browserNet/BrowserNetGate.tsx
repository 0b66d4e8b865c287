import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { StateMessage } from '../../ui/StateMessage';
import { BrowserNetError } from './BrowserNetError';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import { whenNetworkReady } from './whenNetworkReady';

type GateState = { kind: 'starting' } | { kind: 'ready' } | { kind: 'failed'; error: unknown };

/**
 * Holds the Browser network's screens until its worker controls the page, so none of their requests
 * leaves before something can answer it; says why when it cannot (no Service Workers, a hard reload)
 * and how to fix it.
 */
export function BrowserNetGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>({ kind: 'starting' });
  useEffect(() => {
    let live = true;
    whenNetworkReady({ id: BROWSER_NETWORK_ID }).then(
      () => live && setState({ kind: 'ready' }),
      (error: unknown) => live && setState({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'ready') return children;
  if (state.kind === 'starting') return <StateMessage kind="loading">{M.starting}</StateMessage>;
  const { error } = state;
  const canReload = !(error instanceof BrowserNetError && error.code === 'BROWSER_NET_UNSUPPORTED');
  return (
    <div data-testid="browser-net-gate">
      <StateMessage
        kind="error"
        action={
          canReload && (
            <Button size="sm" onClick={() => location.reload()}>
              {M.reload}
            </Button>
          )
        }
      >
        {error instanceof Error ? error.message : String(error)}
      </StateMessage>
    </div>
  );
}
