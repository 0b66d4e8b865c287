import type { AbiFormValue } from '@sextant/core/abi/AbiField';
import type { TemplateField } from '@sextant/core/contracts/templateFields';
import { templateLiterals, templateProblems, templateValue } from '@sextant/core/contracts/templateProblems';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { AbiInput } from '../../contracts/components/AbiInput';
import { DEBUG_LABELS as L } from '../debugLabels';

/**
 * Template values for a spec whose TEAL could not be matched to the traced program: typed fields
 * as the contract lab asks them (TMPL_UPDATABLE / TMPL_DELETABLE as toggles), handed back as TEAL
 * literals for the page to compile the spec's TEAL with.
 */
export function SpecTemplatesForm({
  fields,
  onMatch,
  pending,
  error,
}: {
  fields: readonly TemplateField[];
  onMatch: (literals: Record<string, string>) => void;
  pending: boolean;
  error: string | undefined;
}) {
  const [typed, setTyped] = useState<Readonly<Record<string, AbiFormValue>>>({});
  const problems = templateProblems(fields, typed);
  const literals = templateLiterals(fields, typed);
  return (
    <form
      className="flex flex-col gap-2 rounded-md border border-line p-2"
      data-testid="debug-spec-templates"
      onSubmit={(e) => {
        e.preventDefault();
        if (literals !== undefined) onMatch(literals);
      }}
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {fields.map((t) => (
          <AbiInput
            key={t.name}
            label={`TMPL_${t.name}`}
            field={t.field}
            value={templateValue(t, typed)}
            errors={problems[t.name] ?? {}}
            path=""
            onChange={(v) => setTyped({ ...typed, [t.name]: v })}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={pending || literals === undefined}>
          {pending ? L.matchingSpec : L.showSpecTeal}
        </Button>
        {error !== undefined && (
          <p role="alert" className="text-xs text-bad" data-testid="debug-spec-templates-error">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
