import { readProgramBytes } from '@sextant/core/contracts/compilePrograms';
import { marksFor, type ProgramMarks } from '@sextant/core/contracts/programMarks';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { LazyTealEditor } from '../../../ui/teal/LazyTealEditor';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { LabDraft } from '../storage/labDraftStore';

const KINDS = ['approval', 'clear'] as const;

/**
 * The programs for a spec that holds none (an ARC-4 contract JSON): TEAL in the shared editor
 * (CodeMirror loads only here, compiled on the node at deploy), or compiled bytes.
 */
export function GivenProgramsFields({
  draft,
  patch,
  marks,
}: {
  draft: Pick<LabDraft, 'teal' | 'programsAs' | 'programBytes'>;
  patch: (p: Partial<LabDraft>) => void;
  marks: ProgramMarks;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="text-xs text-warn">{L.tealNeeded}</p>
      <SelectField<LabDraft['programsAs']>
        label={L.programsAs}
        value={draft.programsAs}
        options={L.programsKinds}
        onChange={(programsAs) => patch({ programsAs })}
        className="sm:max-w-72"
      />
      {draft.programsAs === 'teal'
        ? KINDS.map((k) => {
            const diagnostics = marksFor(marks, k, draft.teal[k]);
            return (
              <div key={k} className="flex min-w-0 flex-col gap-1">
                <span className="text-xs font-medium text-muted">{L.teal[k]}</span>
                <LazyTealEditor
                  label={L.teal[k]}
                  value={draft.teal[k]}
                  onChange={(text) => patch({ teal: { ...draft.teal, [k]: text } })}
                  diagnostics={diagnostics}
                  className={k === 'approval' ? 'h-56' : 'h-24'}
                />
                {diagnostics.length > 0 && (
                  <ul
                    className="flex flex-col gap-0.5 text-[12px] text-bad"
                    data-testid={`lab-teal-errors-${k}`}
                  >
                    {diagnostics.map((d) => (
                      <li key={`${d.line}:${d.column ?? 0}:${d.message}`}>
                        {L.tealErrorAt(d.line, d.message)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })
        : KINDS.map((k) => {
            const text = draft.programBytes[k];
            return (
              <TextAreaField
                key={k}
                label={L.programBytes[k]}
                value={text}
                rows={k === 'approval' ? 4 : 2}
                error={
                  text.trim() !== '' && readProgramBytes(text) === undefined ? L.programBytesBad : undefined
                }
                onChange={(v) => patch({ programBytes: { ...draft.programBytes, [k]: v } })}
              />
            );
          })}
    </div>
  );
}
