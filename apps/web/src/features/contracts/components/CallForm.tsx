import { recommendationCounts, withoutResource } from '@sextant/core/contracts/withRecommendations';
import type { ArgSlot } from '@sextant/core/contracts/argSlots';
import type { ContractSpec, OnCompleteName } from '@sextant/core/contracts/ContractSpec';
import type { LabAction } from '@sextant/core/contracts/labActions';
import type { ArgInput, ReadArgsResult } from '@sextant/core/contracts/readCallArgs';
import type { TemplateField } from '@sextant/core/contracts/templateFields';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import { Panel } from '../../../ui/Panel';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { DefaultState } from '../hooks/useDefaults';
import type { LabDraft } from '../storage/labDraftStore';
import { TxnEditor } from '../../compose/components/TxnEditor';
import { ArgsForm } from './ArgsForm';
import { DeployFields } from './DeployFields';
import { EncodedPreview } from './EncodedPreview';
import { ResourceList } from './ResourceList';
import { NO_RESOURCES } from '@sextant/core/contracts/addUnnamedResources';
import type { ProgramMarks } from '@sextant/core/contracts/programMarks';

export interface CallFormProps {
  spec: ContractSpec;
  action: LabAction;
  onComplete: OnCompleteName;
  creating: boolean;
  readonly: boolean;
  touched: boolean;
  draft: LabDraft;
  patch: (p: Partial<LabDraft>) => void;
  addresses: readonly string[];
  slots: readonly ArgSlot[];
  inputs: readonly (ArgInput | undefined)[];
  read: ReadArgsResult;
  errors: Readonly<Record<string, string>>;
  defaults: Readonly<Record<number, DefaultState>>;
  onInput: (index: number, input: ArgInput) => void;
  onUseDefault: (index: number) => void;
  templates: readonly TemplateField[];
  templateErrors: Readonly<Record<string, Record<string, string>>>;
  selector: string | undefined;
  encoded: readonly (string | undefined)[] | undefined;
  /** Lines of given TEAL the node refused at the last deploy. */
  compileMarks: ProgramMarks;
}

/** The call being prepared: signature, on-complete, sender, deploy fields, arguments, encoding. */
export function CallForm(p: CallFormProps) {
  const { action, draft, patch } = p;
  const programs = p.creating || p.onComplete === 'UpdateApplication';
  return (
    <Panel title={action.method === undefined ? L.bare : L.method}>
      <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label={L.method}>
        <div>
          <p className="font-mono text-[13px] font-semibold break-all" data-testid="lab-signature">
            {action.method?.signature ?? L.bareAction(p.onComplete)}
          </p>
          {action.method?.desc !== undefined && (
            <p className="mt-1 text-[13px] text-muted">{action.method.desc}</p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField<OnCompleteName>
            label={L.onComplete}
            value={p.onComplete}
            options={action.onCompletes.map((oc) => ({ value: oc, label: oc }))}
            onChange={(onComplete) => patch({ onComplete })}
          />
          <Field
            label={L.sender}
            list="lab-addresses"
            value={draft.sender}
            hint={L.senderHint}
            error={
              p.touched && !p.readonly && draft.sender.trim() === '' && p.addresses.length === 0
                ? L.senderNeeded
                : undefined
            }
            onChange={(e) => patch({ sender: e.target.value })}
            placeholder={p.addresses[0] ?? ''}
          />
          <datalist id="lab-addresses">
            {p.addresses.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </div>
        {programs && (
          <DeployFields
            spec={p.spec}
            creating={p.creating}
            templates={p.templates}
            templateErrors={p.templateErrors}
            draft={draft}
            patch={patch}
            compileMarks={p.compileMarks}
          />
        )}
        {action.method !== undefined && (
          <div className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.args}</h3>
            <ArgsForm
              slots={p.slots}
              inputs={p.inputs}
              errors={p.errors}
              defaults={p.defaults}
              sender={draft.sender}
              onChange={p.onInput}
              onUseDefault={p.onUseDefault}
              renderTxn={(i, slot, input) => (
                <>
                  <p className="text-xs text-muted">{L.txnArg(slot.txnType)}</p>
                  {input?.kind === 'txn' && (
                    <TxnEditor
                      position={i + 1}
                      draft={input.draft}
                      errors={p.read.ok ? undefined : p.read.txnErrors[i]}
                      showAll={false}
                      addresses={p.addresses}
                      onChange={(d) => p.onInput(i, { kind: 'txn', draft: d })}
                    />
                  )}
                </>
              )}
            />
          </div>
        )}
        {action.method?.recommendations !== undefined && (
          <p className="text-xs text-muted" data-testid="lab-recommended">
            {L.recommended(L.recommendedParts(recommendationCounts(action.method.recommendations)))}
          </p>
        )}
        <ResourceList
          resources={draft.resources}
          onClear={() => patch({ resources: NO_RESOURCES })}
          onRemove={(kind, index) => patch({ resources: withoutResource(draft.resources, kind, index) })}
        />
        {!p.readonly && (
          <Field
            label={L.innerFees}
            inputMode="numeric"
            value={draft.innerFees}
            hint={L.innerFeesHint}
            onChange={(e) => patch({ innerFees: e.target.value })}
            className="sm:max-w-56"
          />
        )}
        {action.method !== undefined && (
          <EncodedPreview selector={p.selector} slots={p.slots} encoded={p.encoded} />
        )}
      </form>
    </Panel>
  );
}
