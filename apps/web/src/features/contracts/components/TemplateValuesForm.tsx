import type { AbiFormValue } from '@sextant/core/abi/AbiField';
import type { TemplateField } from '@sextant/core/contracts/templateFields';
import { templateLiterals, templateProblems, templateValue } from '@sextant/core/contracts/templateProblems';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { AbiInput } from './AbiInput';

/**
 * A spec's template variables as typed fields, as the contract lab asks them (TMPL_UPDATABLE /
 * TMPL_DELETABLE as toggles), handed back as TEAL literals: the debugger compiles the spec's TEAL
 * with them to match a traced program, the studio fills a create call's TEAL.
 */
export function TemplateValuesForm({
  fields,
  onSubmit,
  submitLabel,
  pending = false,
  pendingLabel,
  error,
  testId,
  nested = false,
}: {
  fields: readonly TemplateField[];
  onSubmit: (literals: Record<string, string>) => void;
  submitLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  error?: string | undefined;
  testId: string;
  /** Inside another form (the studio's transaction): a group with a plain button, not a form. */
  nested?: boolean;
}) {
  const [typed, setTyped] = useState<Readonly<Record<string, AbiFormValue>>>({});
  const problems = templateProblems(fields, typed);
  const literals = templateLiterals(fields, typed);
  const submit = () => {
    if (literals !== undefined) onSubmit(literals);
  };
  const Frame = nested ? 'div' : 'form';
  return (
    <Frame
      className="flex flex-col gap-2 rounded-md border border-line p-2"
      data-testid={testId}
      {...(nested
        ? { role: 'group' }
        : {
            onSubmit: (e: FormEvent) => {
              e.preventDefault();
              submit();
            },
          })}
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
        <Button
          type={nested ? 'button' : 'submit'}
          size="sm"
          disabled={pending || literals === undefined}
          {...(nested && { onClick: submit })}
        >
          {pending ? (pendingLabel ?? submitLabel) : submitLabel}
        </Button>
        {error !== undefined && (
          <p role="alert" className="text-xs text-bad" data-testid={`${testId}-error`}>
            {error}
          </p>
        )}
      </div>
    </Frame>
  );
}
