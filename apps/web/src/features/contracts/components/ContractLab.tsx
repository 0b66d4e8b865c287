import type { AbiFormValue } from '@sextant/core/abi/AbiField';
import { argSlots } from '@sextant/core/contracts/argSlots';
import type { ContractSpec, OnCompleteName } from '@sextant/core/contracts/ContractSpec';
import { ContractSpecError } from '@sextant/core/contracts/ContractSpecError';
import { labActions } from '@sextant/core/contracts/labActions';
import { loadContractSpec } from '@sextant/core/contracts/loadContractSpec';
import {
  emptyArgInput,
  encodedArgs,
  readCallArgs,
  type ArgInput,
} from '@sextant/core/contracts/readCallArgs';
import { templateFields, templateLiteral } from '@sextant/core/contracts/templateFields';
import { emptyFormValue } from '@sextant/core/abi/emptyFormValue';
import { openKmdSigner } from '@sextant/core/signing/signers/openKmdSigner';
import { bytesToBase64, bytesToHex } from '@sextant/core/txn/decodeBytesText';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import algosdk from 'algosdk';
import clsx from 'clsx';
import { FileJson, Play, Send, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { invalidateCommitted } from '../../../app/queries/invalidateCommitted';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { putAppSpec } from '../../applications/storage/appSpecStore';
import { useLogicSigSignerSlot } from '../../logicsig/useLogicSigSignerSlot';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import { useCallRunner } from '../hooks/useCallRunner';
import { useDefaults } from '../hooks/useDefaults';
import { useLabDraft } from '../hooks/useLabDraft';
import type { LabDraft } from '../storage/labDraftStore';
import { AbiInput } from './AbiInput';
import { ArgsForm } from './ArgsForm';
import { OutcomeView } from './OutcomeView';
import { SpecLoader } from './SpecLoader';

type Loaded = { ok: true; spec: ContractSpec } | { ok: false; message: string } | undefined;

function parse(text: string | null): Loaded {
  if (text === null) return undefined;
  try {
    return { ok: true, spec: loadContractSpec(text) };
  } catch (e) {
    return {
      ok: false,
      message: e instanceof ContractSpecError || e instanceof Error ? e.message : String(e),
    };
  }
}

const select = 'h-8 w-full rounded-md border border-line-strong bg-surface px-2 text-[13px]';

/** The contract lab: spec, app, action, typed arguments, encoded preview, run, result. */
export function ContractLab() {
  const profile = useActiveNetwork();
  const network = profile.id;
  const { algod, kmd } = useNetworkClients();
  const queryClient = useQueryClient();
  const wallet = useWalletSigner();
  const { draft, setDraft, patch } = useLabDraft(network);
  const [kmdPassword, setKmdPassword] = useState('');
  const [attached, setAttached] = useState(false);
  const [defaultsRound, setDefaultsRound] = useState(0);
  const runner = useCallRunner(algod);
  const lsig = useLogicSigSignerSlot(network, (sender) => patch({ sender }));

  const loaded = useMemo(() => parse(draft.specText), [draft.specText]);
  const spec = loaded?.ok === true ? loaded.spec : undefined;
  const appIdText = draft.appId.trim();
  const appIdOk = appIdText === '' || /^\d+$/.test(appIdText);
  const appId = appIdText !== '' && appIdOk ? BigInt(appIdText) : undefined;
  const creating = appIdText === '';
  const actions = useMemo(() => (spec === undefined ? [] : labActions(spec, creating)), [spec, creating]);
  const action = actions.find((a) => a.key === draft.action) ?? actions[0];
  const slots = useMemo(
    () => (spec === undefined || action?.method === undefined ? [] : argSlots(action.method, spec)),
    [spec, action],
  );
  const inputs = useMemo(
    () => (action === undefined ? [] : (draft.args[action.key] ?? [])),
    [draft.args, action],
  );
  const onComplete: OnCompleteName | undefined =
    action === undefined
      ? undefined
      : draft.onComplete !== '' && action.onCompletes.includes(draft.onComplete)
        ? draft.onComplete
        : action.onCompletes[0];

  const kmdSigner = useQuery({
    queryKey: [network, 'kmd', 'lab-signer', draft.kmdWallet, kmdPassword],
    queryFn: () =>
      kmd === undefined ? Promise.resolve(null) : openKmdSigner(kmd, draft.kmdWallet, kmdPassword),
    enabled: kmd !== undefined && draft.signer === 'kmd',
    structuralSharing: false,
    retry: false,
    staleTime: 30_000,
  });
  const addresses = useMemo(
    () => [...new Set([...(wallet?.addresses ?? []), ...(kmdSigner.data?.addresses ?? [])])],
    [wallet, kmdSigner.data],
  );
  // the sender starts as the first account that can sign, so a deploy needs no typing
  const firstAddress = addresses[0];
  useEffect(() => {
    if (firstAddress !== undefined && draft.sender.trim() === '') patch({ sender: firstAddress });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstAddress]);
  const suggested = useQuery({
    queryKey: [network, 'algod', 'params'],
    queryFn: () => algod.getTransactionParams().do(),
    staleTime: 4_000,
  });

  const setInput = useCallback(
    (index: number, input: ArgInput) => {
      if (action === undefined) return;
      setDraft((d) => {
        const list = [...(d.args[action.key] ?? [])];
        list[index] = input;
        return { ...d, args: { ...d.args, [action.key]: list } };
      });
    },
    [action, setDraft],
  );
  const defaults = useDefaults(
    algod,
    spec,
    action?.key ?? '',
    slots,
    inputs,
    appId,
    draft.sender,
    setInput,
    defaultsRound,
  );

  const read = useMemo(() => readCallArgs(slots, inputs, suggested.data), [slots, inputs, suggested.data]);
  const encoded = read.ok ? encodedArgs(slots, read.args) : [];
  const selector =
    action?.method === undefined
      ? undefined
      : bytesToHex(algosdk.ABIMethod.fromSignature(action.method.signature).getSelector());
  const templates = useMemo(() => (spec === undefined ? [] : templateFields(spec)), [spec]);
  const templateErrors = useMemo(() => {
    const out: Record<string, Record<string, string>> = {};
    if (!creating) return out;
    for (const t of templates) {
      const r = templateLiteral(t, draft.templates[t.name] ?? t.initial ?? emptyFormValue(t.field));
      if (!r.ok) out[t.name] = r.errors;
    }
    return out;
  }, [creating, templates, draft.templates]);
  const templatesOk = Object.keys(templateErrors).length === 0;
  const readonly = action?.method?.readonly === true && !creating;
  const [touched, setTouched] = useState(false);
  const shownErrors = read.ok
    ? {}
    : touched
      ? read.errors
      : Object.fromEntries(
          Object.entries(read.errors).filter(([k]) => !/^Required/.test(read.errors[k] ?? '')),
        );

  // readonly methods answer by themselves: simulate as the person types, no signature
  const readKey = readonly && read.ok ? JSON.stringify([action?.key, inputs, appIdText, draft.sender]) : '';
  useEffect(() => {
    if (readKey === '' || spec === undefined || action === undefined) return;
    const t = setTimeout(() => void runner.run({ spec, draft, action, slots }, { kind: 'simulate' }), 350);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readKey]);

  const signer =
    draft.signer === 'logicsig'
      ? lsig.signer
      : draft.signer === 'wallet'
        ? (wallet ?? undefined)
        : (kmdSigner.data ?? undefined);

  const go = (kind: 'simulate' | 'send') => {
    setTouched(true);
    if (spec === undefined || action === undefined || !read.ok || !templatesOk) return;
    if (kind === 'send' && signer === undefined) return;
    void runner.run(
      { spec, draft, action, slots },
      kind === 'simulate' || signer === undefined ? { kind: 'simulate' } : { kind: 'send', signer },
      (txns, created) => {
        void invalidateCommitted(queryClient, network, {
          addresses: txns.map((t) => t.sender.toString()),
          appIds: [created ?? appId ?? 0n].filter((id) => id !== 0n),
        });
        if (created === undefined) return;
        patch({ appId: String(created), action: '' });
        // a deployed app keeps its spec: the application page decodes its state with it
        if (draft.specText !== null)
          void putAppSpec(network, created, draft.specText).then(() => setAttached(true));
      },
    );
  };

  const addResources = () => {
    const u = runner.result?.unnamed;
    if (u === undefined) return;
    const r = draft.resources;
    patch({
      resources: {
        accounts: [...new Set([...r.accounts, ...u.accounts])],
        apps: [...new Set([...r.apps, ...u.apps.map(String)])],
        assets: [...new Set([...r.assets, ...u.assets.map(String)])],
        boxes: [...r.boxes, ...u.boxes.map((b) => ({ app: String(b.app), name: bytesToBase64(b.name) }))],
      },
    });
  };

  const specPanel = (
    <Panel
      title={L.spec}
      actions={
        spec !== undefined || loaded?.ok === false ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              runner.clear();
              patch({ specText: null, specLabel: '', action: '', args: {} });
            }}
          >
            <X className="size-3.5" aria-hidden />
            {L.replace}
          </Button>
        ) : undefined
      }
    >
      {draft.specText === null && (
        <div className="flex flex-col gap-3">
          <p className="text-[13px] text-muted">{L.noSpec}</p>
          <SpecLoader
            network={network}
            onText={(text, label) => {
              runner.clear();
              patch({ specText: text, specLabel: label, action: '', args: {}, templates: {} });
            }}
          />
        </div>
      )}
      {loaded?.ok === false && (
        <p
          role="alert"
          data-testid="lab-spec-error"
          className="rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px] break-words"
        >
          {loaded.message}
        </p>
      )}
      {spec !== undefined && (
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-2">
            <FileJson className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
            <div className="min-w-0">
              <p className="font-semibold break-words" data-testid="lab-spec-name">
                {spec.name || '—'}
              </p>
              <p className="text-xs text-muted break-all">{draft.specLabel}</p>
            </div>
            <span className="ml-auto shrink-0 rounded bg-accent-soft px-1.5 py-0.5 text-[11px] font-medium text-accent">
              {spec.standard}
            </span>
          </div>
          {spec.desc !== undefined && <p className="text-[13px] text-muted">{spec.desc}</p>}
          <p className="text-xs text-muted">
            {L.methodsCount(spec.methods.length)} ·{' '}
            {L.eventsCount(spec.events.length + spec.methods.reduce((n, m) => n + m.events.length, 0))}
          </p>
          {spec.notes.map((n) => (
            <p key={n} className="text-xs text-muted">
              {n}
            </p>
          ))}
        </div>
      )}
    </Panel>
  );

  const appPanel = spec !== undefined && (
    <Panel title={L.app}>
      <div className="flex flex-col gap-2">
        <Field
          label={L.appId}
          inputMode="numeric"
          value={draft.appId}
          error={appIdOk ? undefined : L.appIdBad}
          hint={L.appIdHint}
          onChange={(e) => {
            setAttached(false);
            runner.clear();
            patch({ appId: e.target.value });
          }}
        />
        {appId !== undefined && draft.specText !== null && (
          <Button
            size="sm"
            className="self-start"
            onClick={() =>
              void putAppSpec(network, appId, draft.specText ?? '').then(() => setAttached(true))
            }
          >
            {L.attachToApp}
          </Button>
        )}
        {attached && <p className="text-xs text-ok">{L.attached}</p>}
      </div>
    </Panel>
  );

  const actionList = spec !== undefined && (
    <Panel title={creating ? L.create : L.call}>
      {actions.length === 0 ? (
        <p className="text-[13px] text-muted">{L.noActions}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto lg:max-h-none" aria-label={L.actions}>
          {actions.map((a) => (
            <li key={a.key}>
              <button
                type="button"
                aria-current={a.key === action?.key}
                onClick={() => {
                  runner.clear();
                  setTouched(false);
                  patch({ action: a.key, onComplete: '' });
                }}
                className={clsx(
                  'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-[13px] hover:bg-sunken',
                  a.key === action?.key && 'bg-accent-soft text-fg',
                )}
              >
                <span className={clsx('min-w-0 flex-1 font-mono', a.method !== undefined && 'truncate')}>
                  {a.method === undefined ? L.bare : a.method.name}
                </span>
                {a.method?.readonly === true && (
                  <span className="rounded bg-sunken px-1.5 text-[10px] text-muted uppercase">
                    {L.readonly}
                  </span>
                )}
                {a.method === undefined && (
                  <span className="min-w-0 text-right text-[11px] text-muted">
                    {a.onCompletes.join(' · ')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );

  const form = spec !== undefined && action !== undefined && (
    <Panel title={action.method === undefined ? L.bare : L.method}>
      <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label={L.method}>
        <div>
          <p className="font-mono text-[13px] font-semibold break-all" data-testid="lab-signature">
            {action.method?.signature ?? L.bareAction(onComplete ?? '')}
          </p>
          {action.method?.desc !== undefined && (
            <p className="mt-1 text-[13px] text-muted">{action.method.desc}</p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="lab-oc" className="text-xs font-medium text-muted">
              {L.onComplete}
            </label>
            <select
              id="lab-oc"
              className={select}
              value={onComplete}
              onChange={(e) => patch({ onComplete: e.target.value as OnCompleteName })}
            >
              {action.onCompletes.map((oc) => (
                <option key={oc} value={oc}>
                  {oc}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={L.sender}
            list="lab-addresses"
            value={draft.sender}
            hint={L.senderHint}
            error={
              touched && !readonly && draft.sender.trim() === '' && addresses.length === 0
                ? L.senderNeeded
                : undefined
            }
            onChange={(e) => patch({ sender: e.target.value })}
            placeholder={addresses[0] ?? ''}
          />
          <datalist id="lab-addresses">
            {addresses.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </div>
        {creating && templates.length > 0 && (
          <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3">
            <legend className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {L.templates}
            </legend>
            {templates.map((t) => (
              <AbiInput
                key={t.name}
                label={`TMPL_${t.name}`}
                field={t.field}
                value={
                  draft.templates[t.name] ??
                  t.initial ??
                  (t.field.kind === 'bool'
                    ? false
                    : t.field.kind === 'bytes'
                      ? { format: 'hex', text: '' }
                      : '')
                }
                errors={templateErrors[t.name] ?? {}}
                path=""
                onChange={(v: AbiFormValue) => patch({ templates: { ...draft.templates, [t.name]: v } })}
              />
            ))}
          </fieldset>
        )}
        {creating && (
          <p className="text-xs text-muted">
            {L.schema(
              spec.state.schema.global.ints,
              spec.state.schema.global.bytes,
              spec.state.schema.local.ints,
              spec.state.schema.local.bytes,
            )}
          </p>
        )}
        {creating && spec.source === undefined && spec.byteCode === undefined && (
          <div className="flex flex-col gap-2">
            <p className="text-xs text-warn">{L.tealNeeded}</p>
            {(['approval', 'clear'] as const).map((k) => (
              <div key={k} className="flex flex-col gap-1">
                <label htmlFor={`lab-teal-${k}`} className="text-xs font-medium text-muted">
                  {k === 'approval' ? L.tealApproval : L.tealClear}
                </label>
                <textarea
                  id={`lab-teal-${k}`}
                  className="h-24 rounded-md border border-line-strong bg-surface p-2 font-mono text-[12px]"
                  value={draft.teal[k]}
                  spellCheck={false}
                  onChange={(e) => patch({ teal: { ...draft.teal, [k]: e.target.value } })}
                />
              </div>
            ))}
          </div>
        )}
        {action.method !== undefined && (
          <div className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.args}</h3>
            <ArgsForm
              slots={slots}
              inputs={inputs}
              errors={shownErrors}
              txnErrors={read.ok ? {} : read.txnErrors}
              defaults={defaults}
              sender={draft.sender}
              addresses={addresses}
              onChange={setInput}
              onUseDefault={(i) => {
                const slot = slots[i];
                if (slot === undefined) return;
                setInput(i, {
                  ...(emptyArgInput(slot) as Extract<ArgInput, { kind: 'value' }>),
                  defaultFrom: slot.arg.defaultValue?.source ?? 'literal',
                });
                setDefaultsRound((n) => n + 1);
              }}
            />
          </div>
        )}
        {!readonly && (
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
          <div className="flex flex-col gap-1.5" data-testid="lab-encoded">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.encoded}</h3>
            {read.ok ? (
              <ol className="flex flex-col gap-1 font-mono text-[12px]">
                <li className="flex gap-2 break-all">
                  <span className="w-20 shrink-0 text-muted">{L.selector}</span>
                  <span>{selector}</span>
                </li>
                {slots.map((s, i) => (
                  <li key={i} className="flex gap-2 break-all">
                    <span className="w-20 shrink-0 truncate text-muted">{s.arg.name}</span>
                    <span>
                      {encoded[i] ??
                        (s.kind === 'txn' ? `← ${s.txnType}` : s.kind === 'reference' ? `→ ${s.ref}` : '')}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-[13px] text-muted">{L.encodedEmpty}</p>
            )}
          </div>
        )}
      </form>
    </Panel>
  );

  const runPanel = spec !== undefined && action !== undefined && (
    <Panel title={L.outcome}>
      <div className="flex flex-col gap-4">
        {readonly ? (
          <p className="text-[13px] text-muted">{L.autoRun}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <div className="flex flex-col gap-1">
                <label htmlFor="lab-signer" className="text-xs font-medium text-muted">
                  {L.signWith}
                </label>
                <select
                  id="lab-signer"
                  className={select}
                  value={draft.signer}
                  onChange={(e) => patch({ signer: e.target.value as LabDraft['signer'] })}
                >
                  <option value="wallet">
                    {wallet === null ? L.noWallet : `${L.signers.wallet} · ${wallet.label}`}
                  </option>
                  <option value="kmd">{L.signers.kmd}</option>
                  {lsig.option}
                </select>
              </div>
              {draft.signer === 'logicsig' && <div className="sm:col-span-2">{lsig.picker}</div>}
              {draft.signer === 'kmd' && (
                <>
                  <Field
                    label={L.kmdWallet}
                    value={draft.kmdWallet}
                    onChange={(e) => patch({ kmdWallet: e.target.value })}
                    error={kmd === undefined ? L.noKmd : kmdSigner.error?.message}
                  />
                  <Field
                    label={L.kmdPassword}
                    type="password"
                    value={kmdPassword}
                    onChange={(e) => setKmdPassword(e.target.value)}
                  />
                </>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => go('simulate')} disabled={runner.busy}>
                <Play className="size-3.5" aria-hidden />
                {L.simulate}
              </Button>
              <Button
                variant="primary"
                onClick={() => go('send')}
                disabled={runner.busy || signer === undefined}
              >
                <Send className="size-3.5" aria-hidden />
                {creating ? `${L.create} · ${L.send}` : L.send}
              </Button>
            </div>
            {touched && (!read.ok || !templatesOk) && <p className="text-xs text-bad">{L.fixFirst}</p>}
          </div>
        )}
        {runner.busy && (
          <p className="text-[13px] text-muted" role="status">
            {L.working}
          </p>
        )}
        {runner.problem !== undefined && (
          <p
            role="alert"
            className="rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px] break-words"
          >
            {runner.problem}
          </p>
        )}
        {runner.result !== undefined && <OutcomeView result={runner.result} onAddResources={addResources} />}
      </div>
    </Panel>
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-lg font-semibold">{L.title}</h1>
        <p className="text-[13px] text-muted">{L.intro}</p>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          {specPanel}
          {appPanel}
          {actionList}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {form}
          {runPanel}
        </div>
      </div>
    </div>
  );
}
