import * as Dialog from '@radix-ui/react-dialog';
import type { ForkCommand } from '@sextant/core/network/forkCommand';
import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQueryClient } from '@tanstack/react-query';
import { GitFork } from 'lucide-react';
import { useState } from 'react';
import { forkBrowserNet } from '../../../app/browserNet/browserNetAdmin';
import { dropBrowserNetState } from '../../../app/browserNet/dropBrowserNetState';
import { useStableNavigate } from '../../../app/navigation/useStableNavigate';
import { Button } from '../../../ui/Button';
import { DialogFrame } from '../../../ui/DialogFrame';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { FORK_LABELS as L } from './forkLabels';

/**
 * "Fork in this tab": after a confirmation, replaces the Browser network with a fork of `profile`'s
 * algod (its URL and token, its indexer), then opens the Browser network's home. A refusal (the
 * node is down, or does not allow this origin: CORS) is shown here and changes nothing.
 */
export function ForkInThisTab({ profile, command }: { profile: NetworkProfile; command: ForkCommand }) {
  const queryClient = useQueryClient();
  const navigate = useStableNavigate();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const fork = async () => {
    setWorking(true);
    setError(null);
    try {
      await forkBrowserNet({
        url: command.algod,
        ...(profile.algod.token !== '' && { token: profile.algod.token }),
        ...(command.indexer !== undefined && { indexerUrl: command.indexer }),
      });
      await dropBrowserNetState(queryClient, { action: 'fork', where: 'here' });
      setConfirming(false);
      void navigate(`/${BROWSER_NETWORK_ID}`, { replace: false });
    } catch (err) {
      setError(err);
      setConfirming(false);
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p>{L.inTabIntro}</p>
      <div>
        <Button onClick={() => setConfirming(true)} disabled={working}>
          <GitFork className="size-4" aria-hidden />
          {L.inTab}
        </Button>
      </div>
      {error !== null && <ErrorAlert error={error} testId="fork-in-tab-error" />}
      <Dialog.Root open={confirming} onOpenChange={(open) => !open && !working && setConfirming(false)}>
        <DialogFrame
          title={L.inTabTitle(profile.name)}
          description={L.inTabDescription(profile.name)}
          closeLabel={L.cancel}
          width="md"
        >
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button disabled={working}>{L.cancel}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={() => void fork()} disabled={working}>
              {working ? L.inTabWorking : L.inTabConfirm}
            </Button>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </div>
  );
}
