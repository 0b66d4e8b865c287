import { EMPTY_ABI_CALL, newAbiCallDraft, type AbiCallDraft } from '@sextant/core/contracts/AbiCallDraft';
import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import { loadContractSpec } from '@sextant/core/contracts/loadContractSpec';
import { parseSpecText } from '@sextant/core/contracts/parseSpecText';
import { ABI_ARGS_FIELD, ABI_METHOD_FIELD, abiCallSlots } from '@sextant/core/contracts/readAbiCall';
import { readAppIdInput } from '@sextant/core/contracts/readAppIdInput';
import type { ArgInput } from '@sextant/core/contracts/readCallArgs';
import {
  createMethodsOf,
  createOnComplete,
  specCreateFields,
  unfilledTemplates,
  withSpecCreateFields,
} from '@sextant/core/contracts/specCreateFields';
import { templateFields } from '@sextant/core/contracts/templateFields';
import type { ApplDraft } from '@sextant/core/txn/TxnDraft';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { SelectField } from '../../../ui/SelectField';
import { useAppSpec } from '../../applications/storage/useAppSpec';
import { ArgsForm } from '../../contracts/components/ArgsForm';
import { SpecLoader } from '../../contracts/components/SpecLoader';
import { TemplateValuesForm } from '../../contracts/components/TemplateValuesForm';
import { COMPOSE_LABELS } from '../composeLabels';
import type { FieldBinding } from './formKit';

const L = COMPOSE_LABELS.abi;

/** A create call's programs are still empty: what its spec holds can fill them without loss. */
const noPrograms = (d: ApplDraft) =>
  d.approvalProgram.trim() === '' &&
  d.clearProgram.trim() === '' &&
  (d.approvalTeal ?? '').trim() === '' &&
  (d.clearTeal ?? '').trim() === '';

/**
 * An application call made as an ABI method call (Lora's "App call" with a method): the spec
 * stored for the app on this network (the lab's and explorer's storage; attach one here by file,
 * paste, URL or example through the lab's own loader), the method, and its arguments in the lab's
 * argument form. Transaction arguments are the group members just before the call (ARC-4).
 *
 * With the id blank the call creates the app: the spec is loaded for the draft (it keeps it, and
 * it is attached to the new app once the group commits), only the methods that can create are
 * offered, and the spec's programs and schema fill the create fields (without overwriting programs
 * already typed; a button takes them again).
 */
export function AbiCallFields({
  b,
  d,
  call,
  position,
}: {
  b: FieldBinding;
  d: ApplDraft;
  call: AbiCallDraft;
  /** This call's position in the group (1-based). */
  position: number;
}) {
  const network = useActiveNetwork().id;
  const id = readAppIdInput(d.appId);
  const creating = id.ok && id.creating;
  const appId = id.ok && !id.creating ? id.appId : undefined;
  const { attached, attach } = useAppSpec(network, appId ?? 0n);
  const kept = useMemo(
    () => (creating && call.specText !== undefined ? parseSpecText(call.specText) : undefined),
    [creating, call.specText],
  );
  const contract: ContractSpec | undefined =
    appId !== undefined ? attached?.contract : kept?.ok === true ? kept.spec : undefined;
  const [loadError, setLoadError] = useState<string | undefined>();
  const [attaching, setAttaching] = useState(false);
  const setCall = (abi: AbiCallDraft) => b.onChange({ ...d, abi });
  // decoded once per spec, not on every keystroke in the form
  const fromSpec = useMemo(
    () => (contract === undefined || !creating ? undefined : specCreateFields(contract)),
    [contract, creating],
  );
  // the spec's template variables still written in the draft's TEAL: asked for as typed fields
  const unfilled =
    fromSpec === undefined || contract === undefined
      ? []
      : unfilledTemplates(fromSpec.templates, `${d.approvalTeal ?? ''}\n${d.clearTeal ?? ''}`);
  const templates =
    contract === undefined ? [] : templateFields(contract).filter((t) => unfilled.includes(t.name));

  const methods = contract === undefined ? [] : creating ? createMethodsOf(contract) : contract.methods;
  const current = call.method?.signature ?? '';
  const options = [
    { value: '', label: L.pickMethod },
    ...methods.map((m) => ({ value: m.signature, label: m.signature })),
    // a method kept with the draft whose spec is no longer stored stays as it was chosen
    ...(current !== '' && !methods.some((m) => m.signature === current)
      ? [{ value: current, label: current }]
      : []),
  ];
  const specLabel =
    contract !== undefined && appId !== undefined
      ? L.specStored(contract.name, String(appId))
      : contract !== undefined && creating
        ? L.specForNew(contract.name)
        : call.specLabel !== ''
          ? L.specFromDraft(call.specLabel)
          : undefined;

  const onSpecText = (text: string, label: string) => {
    setLoadError(undefined);
    let spec: ContractSpec;
    try {
      spec = loadContractSpec(text);
    } catch (e) {
      setLoadError(L.specInvalid(e instanceof Error ? e.message : String(e)));
      return;
    }
    if (creating) {
      // kept with the draft until the app exists; its programs and schema fill the empty create fields
      setAttaching(false);
      const abi: AbiCallDraft = { ...EMPTY_ABI_CALL, specLabel: spec.name, specText: text };
      b.onChange({ ...(noPrograms(d) ? withSpecCreateFields(d, specCreateFields(spec)) : d), abi });
      return;
    }
    attach.mutate(text, {
      onSuccess: () => {
        setAttaching(false);
        if (call.method === undefined) setCall({ ...EMPTY_ABI_CALL, specLabel: label });
      },
      onError: (e) => setLoadError(L.specInvalid(e instanceof Error ? e.message : String(e))),
    });
  };

  const slots = abiCallSlots(call) ?? [];
  const txnSlots = slots.flatMap((s, i) => (s.kind === 'txn' ? [i] : []));
  const typed = (key: string) => {
    const index = Number(key.split('.')[0]);
    return call.inputs[index] != null;
  };
  const errors = b.errorsUnder(ABI_ARGS_FIELD, typed);
  const inputs: (ArgInput | undefined)[] = slots.map((_, i) => call.inputs[i] ?? undefined);
  const methodError = b.errorFor(ABI_METHOD_FIELD, current);
  const showLoader = (creating || appId !== undefined) && (contract === undefined || attaching);

  return (
    <div className="flex flex-col gap-3" data-testid="compose-abi-call">
      <div className="flex flex-col gap-1 text-[13px]">
        <p className="text-xs font-medium text-muted">{L.spec}</p>
        {!creating && appId === undefined ? (
          <p className="text-muted">{L.needAppId}</p>
        ) : specLabel !== undefined ? (
          <p className="flex flex-wrap items-center gap-x-3" data-testid="compose-abi-spec">
            <span className="min-w-0 break-words">{specLabel}</span>
            {contract !== undefined && !attaching && (
              <button
                type="button"
                className="text-xs text-accent underline-offset-2 hover:underline"
                onClick={() => setAttaching(true)}
              >
                {creating ? L.otherSpecForNew : L.otherSpec}
              </button>
            )}
          </p>
        ) : null}
        {appId !== undefined && contract === undefined && (
          <p className="text-muted">{L.noSpec(String(appId))}</p>
        )}
        {creating && contract === undefined && <p className="text-muted">{L.createNeedsSpec}</p>}
        {kept?.ok === false && (
          <p role="alert" className="text-xs text-bad">
            {L.specInvalid(kept.message)}
          </p>
        )}
        {fromSpec !== undefined && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="compose-abi-create">
            <span className="text-xs text-muted">{L.createFrom[fromSpec.programs]}</span>
            {fromSpec.programs !== 'none' && (
              <Button size="sm" onClick={() => b.onChange(withSpecCreateFields(d, fromSpec))}>
                {L.takeFromSpec}
              </Button>
            )}
          </div>
        )}
        {contract !== undefined && templates.length > 0 && (
          <div className="flex flex-col gap-2" data-testid="compose-abi-templates">
            <p className="text-xs text-warn">{L.templates(unfilled)}</p>
            <TemplateValuesForm
              fields={templates}
              submitLabel={L.fillTemplates}
              testId="compose-abi-template-values"
              nested
              onSubmit={(literals) =>
                b.onChange(withSpecCreateFields(d, specCreateFields(contract, literals)))
              }
            />
          </div>
        )}
      </div>
      {showLoader && (
        <div className="rounded-md border border-line p-3" aria-label={L.attachSpec} role="group">
          <SpecLoader network={network} onText={onSpecText} />
          {loadError !== undefined && (
            <p role="alert" className="mt-2 text-xs text-bad">
              {loadError}
            </p>
          )}
        </div>
      )}
      <SelectField<string>
        label={L.method}
        value={current}
        options={options}
        mono
        disabled={options.length === 1}
        error={methodError}
        onChange={(signature) => {
          const m = methods.find((x) => x.signature === signature);
          const keep = call.specText === undefined ? {} : { specText: call.specText };
          if (m !== undefined && contract !== undefined && creating)
            // a create goes with an on-complete the method allows (NoOp or OptIn)
            b.onChange({
              ...d,
              onComplete: createOnComplete(m, d.onComplete),
              abi: { ...newAbiCallDraft(contract, m, contract.name), ...keep },
            });
          else if (m !== undefined && contract !== undefined)
            setCall(newAbiCallDraft(contract, m, `${contract.name} (app ${String(appId)})`));
          else if (signature === '') setCall({ ...EMPTY_ABI_CALL, specLabel: call.specLabel, ...keep });
        }}
      />
      {call.method !== undefined && (
        <div className="flex flex-col gap-2">
          {call.method.desc !== undefined && <p className="text-xs text-muted">{call.method.desc}</p>}
          <p className="text-xs text-muted">
            {L.returns(call.method.returns.type)}
            {call.method.returns.desc !== undefined && ` · ${call.method.returns.desc}`}
          </p>
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.args}</h4>
          {slots.length === 0 ? (
            <p className="text-[13px] text-muted">{L.noArgs}</p>
          ) : (
            <ArgsForm
              slots={slots}
              inputs={inputs}
              errors={errors}
              defaults={{}}
              sender={d.sender}
              onChange={(i, input) => {
                if (input.kind === 'txn') return;
                const next = slots.map((_, j) => call.inputs[j] ?? null);
                next[i] = input;
                setCall({ ...call, inputs: next });
              }}
              renderTxn={(i, slot, _input, error) => {
                const member = position - txnSlots.length + txnSlots.indexOf(i);
                return (
                  <>
                    <p className="text-xs text-muted" data-testid="compose-abi-txn-arg">
                      {member >= 1 ? L.txnMember(member, slot.txnType) : L.txnAbove(slot.txnType)}
                    </p>
                    {error !== undefined && <p className="text-xs text-bad">{error}</p>}
                  </>
                );
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}
