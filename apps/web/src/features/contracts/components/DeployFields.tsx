import type { AbiFormValue } from '@sextant/core/abi/AbiField';
import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import {
  readSchemaFields,
  schemaFieldsOf,
  type SchemaFields,
} from '@sextant/core/contracts/readSchemaFields';
import type { TemplateField } from '@sextant/core/contracts/templateFields';
import { templateValue } from '@sextant/core/contracts/templateProblems';
import { Field } from '../../../ui/Field';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { LabDraft } from '../storage/labDraftStore';
import { AbiInput } from './AbiInput';
import type { ProgramMarks } from '@sextant/core/contracts/programMarks';
import { GivenProgramsFields } from './GivenProgramsFields';

const legend = 'px-1 text-xs font-semibold tracking-wide text-muted uppercase';
const SCHEMA_KEYS: (keyof SchemaFields)[] = ['globalInts', 'globalBytes', 'localInts', 'localBytes'];

/**
 * What a deploy (or an update) takes besides the call: template variables as typed fields, the
 * state schema (the spec's, editable — an ARC-4 JSON has none), and TEAL when the spec has no programs.
 */
export function DeployFields({
  spec,
  creating,
  templates,
  templateErrors,
  draft,
  patch,
  compileMarks,
}: {
  spec: ContractSpec;
  creating: boolean;
  templates: readonly TemplateField[];
  templateErrors: Readonly<Record<string, Record<string, string>>>;
  draft: Pick<LabDraft, 'templates' | 'schema' | 'teal' | 'programsAs' | 'programBytes'>;
  patch: (p: Partial<LabDraft>) => void;
  compileMarks: ProgramMarks;
}) {
  const schema = draft.schema ?? schemaFieldsOf(spec.state.schema);
  const schemaRead = readSchemaFields(schema);
  const schemaErrors = schemaRead.ok ? {} : schemaRead.errors;
  return (
    <>
      {templates.length > 0 && (
        <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3">
          <legend className={legend}>{L.templates}</legend>
          {templates.map((t) => (
            <AbiInput
              key={t.name}
              label={`TMPL_${t.name}`}
              field={t.field}
              value={templateValue(t, draft.templates)}
              errors={templateErrors[t.name] ?? {}}
              path=""
              onChange={(v: AbiFormValue) => patch({ templates: { ...draft.templates, [t.name]: v } })}
            />
          ))}
        </fieldset>
      )}
      {creating && (
        <fieldset className="grid grid-cols-2 gap-3 rounded-md border border-line p-3 sm:grid-cols-4">
          <legend className={legend}>{L.schemaTitle}</legend>
          {SCHEMA_KEYS.map((k) => (
            <Field
              key={k}
              label={L.schemaFields[k]}
              inputMode="numeric"
              value={schema[k]}
              error={schemaErrors[k]}
              onChange={(e) => patch({ schema: { ...schema, [k]: e.target.value } })}
            />
          ))}
        </fieldset>
      )}
      {spec.source === undefined && spec.byteCode === undefined && (
        <GivenProgramsFields draft={draft} patch={patch} marks={compileMarks} />
      )}
    </>
  );
}
