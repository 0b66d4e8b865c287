import { Info, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { StateMessage } from '../../ui/StateMessage';
import { BrowserNetError } from './BrowserNetError';
import { BrowserNetRepair } from './BrowserNetRepair';
import { BrowserNetStarting } from './BrowserNetStarting';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import type { BrowserNetReplacement } from './browserNetWorker';
import { onBrowserNetReplaced } from './dropBrowserNetState';
import { browserNetReady } from './waitForBrowserNet';

type GateState = { kind: 'starting' } | { kind: 'ready' } | { kind: 'failed'; error: unknown };

/**
 * Holds the Browser network's screens until its worker controls the page, so none of their requests
 * leaves before something can answer it, showing how its start goes (`BrowserNetStarting`); says why when it cannot (no Service Workers, a hard reload)
 * and how to fix it; when its stored blocks are damaged, offers export, repair and reset (`BrowserNetRepair`). Once running, when another tab has reset or replaced the network (the app has
 * already dropped what this page knew of it), it says why above the screen.
 */
export function BrowserNetGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>({ kind: 'starting' });
  const [replaced, setReplaced] = useState<BrowserNetReplacement | null>(null);
  /** Bumped to wait for the network again (after a repair or a reset of damaged blocks). */
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    browserNetReady().then(
      () => live && setState({ kind: 'ready' }),
      (error: unknown) => live && setState({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // App's listener drops the old network's state (`listenBrowserNetReplaced`); the gate says why.
  useEffect(
    () =>
      onBrowserNetReplaced((r) => {
        if (r.where === 'elsewhere') setReplaced(r.action);
      }),
    [],
  );

  if (state.kind === 'ready')
    return (
      <>
        {replaced !== null && <ReplacedNotice action={replaced} onDismiss={() => setReplaced(null)} />}
        {children}
      </>
    );
  if (state.kind === 'starting') return <BrowserNetStarting />;
  const { error } = state;
  if (error instanceof BrowserNetError && error.code === 'BROWSER_NET_CORRUPT')
    return (
      <BrowserNetRepair
        round={Number(error.details.round)}
        goodAfter={Number(error.details.goodAfter)}
        onRecovered={() => {
          setState({ kind: 'starting' });
          setAttempt((n) => n + 1);
        }}
      />
    );
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

function ReplacedNotice({ action, onDismiss }: { action: BrowserNetReplacement; onDismiss: () => void }) {
  return (
    <div
      role="status"
      data-testid="browser-net-replaced"
      className="mb-4 flex items-start gap-3 rounded-lg border border-accent/40 bg-accent-soft px-4 py-3"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
      <p className="min-w-0 flex-1 break-words">{M.replacedElsewhere[action]}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={M.dismiss}
        className="rounded p-1 text-muted hover:bg-surface hover:text-fg"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
