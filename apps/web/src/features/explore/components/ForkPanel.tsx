import { forkCommand } from '@sextant/core/network/forkCommand';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { CopyButton } from '../../../ui/CopyButton';
import { Panel } from '../../../ui/Panel';
import { ForkInThisTab } from './ForkInThisTab';
import { FORK_LABELS as L } from './forkLabels';

function CommandLine({ command, what }: { command: string; what: string }) {
  return (
    <div className="flex items-start gap-2 rounded-md border border-line bg-sunken px-3 py-2">
      <code className="min-w-0 flex-1 font-mono text-[13px] break-all">{command}</code>
      <CopyButton value={command} what={what} />
    </div>
  );
}

/** A network's home: how to fork it into a local sandbox (the command, its URL filled in), or into the Browser network. */
export function ForkPanel({ profile }: { profile: NetworkProfile }) {
  const cmd = forkCommand(profile);
  if (cmd === undefined) return null;
  return (
    <Panel title={L.title}>
      <div className="flex flex-col gap-3 text-[13px]" data-testid="home-fork">
        <p>{L.intro(profile.name)}</p>
        <CommandLine command={cmd.sandbox} what={L.sandboxWhat} />
        <p className="text-muted">{L.orStart}</p>
        <CommandLine command={cmd.start} what={L.startWhat} />
        {cmd.needsToken && <p className="text-muted">{L.token}</p>}
        <p className="text-muted">{L.limits}</p>
        <ForkInThisTab profile={profile} command={cmd} />
      </div>
    </Panel>
  );
}
