import type { SimulateGroupOptions } from '@sextant/core/pipeline/simulateGroup';
import { CheckField } from '../../../ui/CheckField';
import { Field } from '../../../ui/Field';
import { DEBUG_LABELS as L } from '../debugLabels';

export interface SimulateOptionsDraft {
  allowEmptySignatures: boolean;
  fixSigners: boolean;
  allowUnnamedResources: boolean;
  allowMoreLogging: boolean;
  extraOpcodeBudget: string;
  round: string;
  stack: boolean;
  scratch: boolean;
  state: boolean;
}

export const DEFAULT_OPTIONS: SimulateOptionsDraft = {
  allowEmptySignatures: true,
  fixSigners: false,
  allowUnnamedResources: true,
  allowMoreLogging: true,
  extraOpcodeBudget: '',
  round: '',
  stack: true,
  scratch: true,
  state: true,
};

const MAX_EXTRA_BUDGET = 320_000;

/** The draft as simulate's options, or the field messages that stop it. */
export function readOptions(
  d: SimulateOptionsDraft,
): { ok: true; options: SimulateGroupOptions } | { ok: false; errors: { extra?: string; round?: string } } {
  const errors: { extra?: string; round?: string } = {};
  const extra = d.extraOpcodeBudget.trim();
  const round = d.round.trim();
  if (extra !== '' && (!/^\d+$/.test(extra) || Number(extra) > MAX_EXTRA_BUDGET))
    errors.extra = L.extraBudgetError;
  if (round !== '' && !/^\d+$/.test(round)) errors.round = L.roundError;
  if (errors.extra !== undefined || errors.round !== undefined) return { ok: false, errors };
  return {
    ok: true,
    options: {
      allowEmptySignatures: d.allowEmptySignatures,
      fixSigners: d.fixSigners,
      allowUnnamedResources: d.allowUnnamedResources,
      allowMoreLogging: d.allowMoreLogging,
      ...(extra !== '' && Number(extra) > 0 && { extraOpcodeBudget: Number(extra) }),
      ...(round !== '' && { round: BigInt(round) }),
      execTrace: { enable: true, stackChange: d.stack, scratchChange: d.scratch, stateChange: d.state },
    },
  };
}

/** Every simulate option: signatures, resources, logging, budget, round and what the trace records. */
export function SimulateOptionsForm({
  draft,
  onChange,
}: {
  draft: SimulateOptionsDraft;
  onChange: (d: SimulateOptionsDraft) => void;
}) {
  const read = readOptions(draft);
  const errors = read.ok ? {} : read.errors;
  const check = (key: keyof SimulateOptionsDraft & string, label: string) => (
    <CheckField
      label={label}
      checked={draft[key] as boolean}
      onChange={(checked) => onChange({ ...draft, [key]: checked })}
    />
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{L.options}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {check('allowEmptySignatures', L.allowEmptySignatures)}
        {check('fixSigners', L.fixSigners)}
        {check('allowUnnamedResources', L.allowUnnamedResources)}
        {check('allowMoreLogging', L.allowMoreLogging)}
        {check('stack', L.traceStack)}
        {check('scratch', L.traceScratch)}
        {check('state', L.traceState)}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {(
          [
            ['extraOpcodeBudget', L.extraBudget, errors.extra, '0', undefined, 'debug-extra-budget'],
            ['round', L.round, errors.round, undefined, L.roundHint, 'debug-round'],
          ] as const
        ).map(([key, label, error, placeholder, hint, testId]) => (
          <Field
            key={key}
            label={label}
            inputMode="numeric"
            value={draft[key]}
            onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
            error={error}
            placeholder={placeholder}
            {...(hint !== undefined && { hint })}
            data-testid={testId}
          />
        ))}
      </div>
    </fieldset>
  );
}
