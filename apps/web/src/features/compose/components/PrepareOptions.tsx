import type { ComposeSession, ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import { CheckField } from '../../../ui/CheckField';
import { Field } from '../../../ui/Field';
import { COMPOSE_LABELS as L } from '../composeLabels';

/** The options Build applies to app calls (on by default), shown while the group is being written. */
export function PrepareOptions({ session, snap }: { session: ComposeSession; snap: ComposeSnapshot }) {
  const p = snap.prepare;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="compose-prepare">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {L.prepareTitle}
      </legend>
      <CheckField
        label={L.populateResources}
        checked={p.populateResources}
        onChange={(populateResources) => session.setPrepare({ populateResources })}
        note={L.populateResourcesNote}
      />
      <CheckField
        label={L.coverInnerFees}
        checked={p.coverInnerFees}
        onChange={(coverInnerFees) => session.setPrepare({ coverInnerFees })}
        note={L.coverInnerFeesNote}
      />
      {/* the maximum belongs to the option above it: indented under it */}
      <Field
        label={L.maxFee}
        className="ml-6 w-48"
        inputMode="decimal"
        value={p.maxFee}
        disabled={!p.coverInnerFees}
        onChange={(e) => session.setPrepare({ maxFee: e.target.value })}
      />
    </fieldset>
  );
}
