import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { PageIntro } from '../../../ui/PageIntro';
import { SessionLogList } from '../components/SessionLogList';
import { SESSION_LOG_LABELS as L } from '../sessionLogLabels';
import { useSessionLog } from '../useSessionLog';

/** `/:net/log`: every group this browser sent on the network, as Remix's session log. */
export function SessionLogPage() {
  const profile = useActiveNetwork();
  const { log, clear } = useSessionLog(profile.id);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={L.documentTitle(profile.name)} />
      <SessionLogList network={profile.id} log={log} onClear={clear} />
    </div>
  );
}
