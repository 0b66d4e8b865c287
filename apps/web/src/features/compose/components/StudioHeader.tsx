import type { GroupDraft, GroupStatus } from '@sextant/core/compose/GroupDraft';
import { Plus } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { GroupStepper } from './GroupStepper';

/** The last step a failed group reached: the stepper marks the one after it. */
function failedAfter(group: GroupDraft): GroupStatus {
  if (group.submittedAtRound !== undefined) return 'submitted';
  return group.signatures.every((s) => s) ? 'signed' : 'built';
}

/** Title, "New group", the intro, the status stepper, and the banner for what was refused. */
export function StudioHeader({
  group,
  message,
  onNewGroup,
  focusNewGroup = false,
}: {
  group: GroupDraft;
  message: string | undefined;
  onNewGroup: () => void;
  /** Focus "New group" when drawn: it was the last thing pressed before the studio reloaded. */
  focusNewGroup?: boolean;
}) {
  return (
    <>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-lg font-semibold">{L.title}</h1>
          <Button size="sm" onClick={onNewGroup} autoFocus={focusNewGroup} data-testid="compose-new-group">
            <Plus className="size-3.5" aria-hidden />
            {L.newGroup}
          </Button>
        </div>
        <p className="text-[13px] text-muted">{L.intro}</p>
        <GroupStepper status={group.status} failedAfter={failedAfter(group)} />
      </header>
      {message !== undefined && (
        <div
          role="alert"
          data-testid="compose-refusal"
          className="rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]"
        >
          {message}
        </div>
      )}
    </>
  );
}
