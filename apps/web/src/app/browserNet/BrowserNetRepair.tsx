import * as Dialog from '@radix-ui/react-dialog';
import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import { useQueryClient } from '@tanstack/react-query';
import { Download, RotateCcw, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/DialogFrame';
import { downloadBytes } from '../../ui/downloadBytes';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { StateMessage } from '../../ui/StateMessage';
import { queryKeys } from '../queries/queryKeys';
import { exportBrowserNet, recoverBrowserNet } from './browserNetAdmin';
import { BROWSER_NET_MESSAGES } from './browserNetMessages';
import { dropBrowserNetState } from './dropBrowserNetState';

const M = BROWSER_NET_MESSAGES.corrupt;

/**
 * The gate's screen when the Browser network's stored blocks are damaged (the worker refused to
 * start it, `BROWSER_NET_CORRUPT`): which block, and what can be done. Export what is readable (every
 * block before the damage; nothing changes); repair (delete from the damaged block on, replay the
 * rest); or reset to a fresh genesis. Repair and reset ask first, then `onRecovered` starts the
 * network again.
 */
export function BrowserNetRepair({
  round,
  goodAfter,
  onRecovered,
}: {
  /** The first damaged block's round. */
  round: number;
  /** Whole blocks stored after it. */
  goodAfter: number;
  onRecovered: () => void;
}) {
  const queryClient = useQueryClient();
  const kept = round - 1;
  const [confirming, setConfirming] = useState<'repair' | 'reset' | null>(null);
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const exportReadable = async () => {
    setWorking(true);
    setOutcome(null);
    try {
      const { bytes, fileName } = await exportBrowserNet({ readable: true });
      downloadBytes(bytes, fileName);
      setOutcome({ ok: true, message: M.exported(fileName) });
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setWorking(false);
    }
  };

  const recover = async (action: 'repair' | 'reset') => {
    setWorking(true);
    setOutcome(null);
    try {
      await recoverBrowserNet(action);
      // A reset is a new network (its kmd session goes too); a repair keeps it, minus the cut rounds.
      if (action === 'reset') await dropBrowserNetState(queryClient, { action, where: 'here' });
      else await queryClient.resetQueries({ queryKey: queryKeys.network(BROWSER_NETWORK_ID) });
      setConfirming(null);
      onRecovered();
    } catch (error) {
      setOutcome({ ok: false, error });
      setConfirming(null);
    } finally {
      setWorking(false);
    }
  };

  return (
    <div data-testid="browser-net-repair" className="flex flex-col gap-3">
      <StateMessage
        kind="error"
        action={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void exportReadable()} disabled={working}>
              <Download className="size-4" aria-hidden />
              {M.export(kept)}
            </Button>
            <Button variant="danger" onClick={() => setConfirming('repair')} disabled={working}>
              <Wrench className="size-4" aria-hidden />
              {M.repair(kept)}
            </Button>
            <Button variant="danger" onClick={() => setConfirming('reset')} disabled={working}>
              <RotateCcw className="size-4" aria-hidden />
              {M.reset}
            </Button>
          </div>
        }
      >
        <p className="font-semibold">{M.title}</p>
        <p className="mt-1">{M.detail(round, goodAfter)}</p>
        <p className="mt-1 text-[13px] text-muted">{M.advice(kept)}</p>
      </StateMessage>
      <ActionOutcome outcome={outcome} errorTestId="browser-net-repair-error" />
      <Dialog.Root
        open={confirming !== null}
        onOpenChange={(open) => !open && !working && setConfirming(null)}
      >
        <DialogFrame
          title={confirming === 'reset' ? M.resetTitle : M.repairTitle}
          description={confirming === 'reset' ? M.resetDescription : M.repairDescription(round, goodAfter)}
          closeLabel={M.cancel}
          width="md"
        >
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button disabled={working}>{M.cancel}</Button>
            </Dialog.Close>
            <Button
              variant="danger"
              onClick={() => confirming !== null && void recover(confirming)}
              disabled={working}
            >
              {working ? M.working : confirming === 'reset' ? M.resetConfirm : M.repairConfirm}
            </Button>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </div>
  );
}
