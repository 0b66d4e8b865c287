import { addUnnamedResources, NO_RESOURCES } from '@sextant/core/contracts/addUnnamedResources';
import { argSlots } from '@sextant/core/contracts/argSlots';
import { chosenOnComplete } from '@sextant/core/contracts/chosenOnComplete';
import { labActions } from '@sextant/core/contracts/labActions';
import { parseSpecText } from '@sextant/core/contracts/parseSpecText';
import { readAppIdInput } from '@sextant/core/contracts/readAppIdInput';
import {
  emptyArgInput,
  encodedArgs,
  readCallArgs,
  type ArgInput,
} from '@sextant/core/contracts/readCallArgs';
import { readSchemaFields } from '@sextant/core/contracts/readSchemaFields';
import { templateFields } from '@sextant/core/contracts/templateFields';
import { templateProblems } from '@sextant/core/contracts/templateProblems';
import { bytesToBase64, bytesToHex } from '@sextant/core/txn/decodeBytesText';
import { specNetworkApp } from '@sextant/core/contracts/readSpecExtras';
import { withRecommendations } from '@sextant/core/contracts/withRecommendations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import algosdk from 'algosdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { invalidateCommitted } from '../../../app/queries/invalidateCommitted';
import { PageIntro } from '../../../ui/PageIntro';
import { putAppSpec } from '../../applications/storage/appSpecStore';
import { appSpecQuery } from '../../applications/storage/useAppSpec';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import { useCallRunner } from '../hooks/useCallRunner';
import { useDefaults } from '../hooks/useDefaults';
import { useLabDraft } from '../hooks/useLabDraft';
import { useLabSigner } from '../hooks/useLabSigner';
import { useStudioHandOff } from '../hooks/useStudioHandOff';
import { EMPTY_LAB_DRAFT } from '../storage/labDraftStore';
import { ActionList } from './ActionList';
import { AppPane } from './AppPane';
import { CallForm } from './CallForm';
import { RunPane } from './RunPane';
import { SpecPane } from './SpecPane';

/** The contract lab: spec, app, action, typed arguments, encoded preview, run, result. */
export function ContractLab() {
  const network = useActiveNetwork().id;
  const { algod } = useNetworkClients();
  const queryClient = useQueryClient();
  const { draft, setDraft, patch } = useLabDraft(network);
  const signing = useLabSigner(network, draft, (sender) => patch({ sender }));
  const [attached, setAttached] = useState(false);
  const [defaultsRound, setDefaultsRound] = useState(0);
  const [touched, setTouched] = useState(false);
  const [picks, setPicks] = useState(0);
  const [holdAutoRun, setHoldAutoRun] = useState(false);
  const runner = useCallRunner(algod);
  const handOff = useStudioHandOff(network);

  const loaded = useMemo(() => parseSpecText(draft.specText), [draft.specText]);
  const spec = loaded?.ok === true ? loaded.spec : undefined;
  const app = readAppIdInput(draft.appId);
  const { creating, appId } = app;
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
  const onComplete = action === undefined ? 'NoOp' : chosenOnComplete(action, draft.onComplete);

  // the sender starts as the first account that can sign, so a deploy needs no typing
  const firstAddress = signing.addresses[0];
  useEffect(() => {
    if (firstAddress !== undefined && draft.sender.trim() === '') patch({ sender: firstAddress });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstAddress]);
  const suggested = useQuery({
    queryKey: [network, 'algod', 'params'],
    queryFn: () => algod.getTransactionParams().do(),
    staleTime: 4_000,
  });

  // ARC-56 `networks`: the app this spec lists for the network (by genesis hash) fills an empty
  // app id once per loaded spec; clearing it afterwards (to deploy) is respected.
  const genesisHash = suggested.data === undefined ? undefined : bytesToBase64(suggested.data.genesisHash);
  const specApp = spec === undefined ? undefined : specNetworkApp(spec, genesisHash);
  const offeredFor = useRef(draft.specText);
  useEffect(() => {
    if (specApp === undefined || offeredFor.current === draft.specText) return;
    offeredFor.current = draft.specText;
    if (draft.appId.trim() === '') patch({ appId: specApp.toString(), action: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [specApp, draft.specText]);
  // ARC-56 `recommendations`: picking a method that has them pre-fills its resources and the
  // inner transactions' fee, once per pick (a reload keeps what was edited since).
  const pickKey = `${draft.specText ?? ''}\n${action?.key ?? ''}`;
  const recommendedFor = useRef(pickKey);
  useEffect(() => {
    if (recommendedFor.current === pickKey) return;
    recommendedFor.current = pickKey;
    const rec = action?.method?.recommendations;
    if (rec === undefined) return;
    patch({
      resources: withRecommendations(draft.resources, rec),
      ...(rec.innerTransactionCount !== undefined && { innerFees: String(rec.innerTransactionCount) }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickKey]);

  const setInput = useCallback(
    (index: number, input: ArgInput) => {
      if (action === undefined) return;
      setHoldAutoRun(false);
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

  // read as ArgsForm shows it: a transaction argument not yet edited is sent by the call's sender
  const read = useMemo(
    () => readCallArgs(slots, inputs, suggested.data, draft.sender),
    [slots, inputs, suggested.data, draft.sender],
  );
  const selector =
    action?.method === undefined
      ? undefined
      : bytesToHex(algosdk.ABIMethod.fromSignature(action.method.signature).getSelector());
  const templates = useMemo(() => (spec === undefined ? [] : templateFields(spec)), [spec]);
  const programs = creating || onComplete === 'UpdateApplication';
  const templateErrors = useMemo(
    () => (programs ? templateProblems(templates, draft.templates) : {}),
    [programs, templates, draft.templates],
  );
  const deployOk =
    Object.keys(templateErrors).length === 0 &&
    (!creating || draft.schema === null || readSchemaFields(draft.schema).ok);
  const readonly = action?.method?.readonly === true && !creating;
  // before a first run, only what is wrong is shown, not what is still empty
  const shownErrors = read.ok
    ? {}
    : touched
      ? read.errors
      : Object.fromEntries(Object.entries(read.errors).filter(([, m]) => !/^Required/.test(m)));

  // readonly methods answer by themselves: simulate as the person types, no signature
  // (not over a deploy's result: "Created app N" stays until the person picks or types)
  const readKey =
    readonly && read.ok ? JSON.stringify([action?.key, inputs, draft.appId, draft.sender, picks]) : '';
  useEffect(() => {
    if (readKey === '' || spec === undefined || action === undefined) return;
    if (holdAutoRun) return;
    const t = setTimeout(() => void runner.run({ spec, draft, action, slots }, { kind: 'simulate' }), 350);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readKey]);

  const attach = (id: bigint) => {
    if (draft.specText === null) return;
    void putAppSpec(network, id, draft.specText).then(() => {
      setAttached(true);
      // the application page, transaction page and studio read attached specs through this query
      void queryClient.invalidateQueries({ queryKey: appSpecQuery(network, id).queryKey });
    });
  };

  const run = (kind: 'simulate' | 'send') => {
    setTouched(true);
    const signer = signing.signer;
    if (spec === undefined || action === undefined || !read.ok || !deployOk) return;
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
        setHoldAutoRun(true);
        patch({ appId: String(created), action: '' });
        // a deployed app keeps its spec: the application page decodes its state with it
        attach(created);
      },
    );
  };

  const toStudio = () => {
    setTouched(true);
    if (spec === undefined || action === undefined || !read.ok || !deployOk) return;
    const sender = draft.sender.trim() || signing.addresses[0] || '';
    if (sender === '') return;
    void runner.build({ spec, draft, action, slots }, sender).then((txns) => {
      if (txns !== undefined) void handOff(txns, inputs);
    });
  };

  const useDefault = (i: number) => {
    const slot = slots[i];
    if (slot === undefined) return;
    const empty = emptyArgInput(slot);
    if (empty.kind === 'txn') return;
    setInput(i, { ...empty, defaultFrom: slot.arg.defaultValue?.source ?? 'literal' });
    setDefaultsRound((n) => n + 1);
  };

  const addResources = () => {
    const u = runner.result?.unnamed;
    if (u !== undefined) patch({ resources: addUnnamedResources(draft.resources, u) });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · Sextant`} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <SpecPane
            network={network}
            loaded={loaded}
            label={draft.specLabel}
            onLoad={(text, label, fromApp) => {
              runner.clear();
              setAttached(false);
              // another spec is another contract: the app id of the last one does not carry over
              patch({
                specText: text,
                specLabel: label,
                appId: fromApp ?? '',
                action: '',
                args: {},
                templates: {},
                schema: null,
                resources: NO_RESOURCES,
                innerFees: EMPTY_LAB_DRAFT.innerFees,
                teal: EMPTY_LAB_DRAFT.teal,
                programBytes: EMPTY_LAB_DRAFT.programBytes,
              });
            }}
            onReplace={() => {
              runner.clear();
              patch({ specText: null, specLabel: '', action: '', args: {} });
            }}
          />
          {spec !== undefined && (
            <AppPane
              network={network}
              appIdText={draft.appId}
              appId={appId}
              valid={app.ok}
              attached={attached}
              onAppId={(text) => {
                setAttached(false);
                runner.clear();
                patch({ appId: text });
              }}
              onAttach={() => appId !== undefined && attach(appId)}
              specApp={specApp}
            />
          )}
          {spec !== undefined && (
            <ActionList
              creating={creating}
              actions={actions}
              current={action?.key}
              onPick={(key) => {
                runner.clear();
                setTouched(false);
                setPicks((n) => n + 1);
                setHoldAutoRun(false);
                patch({ action: key, onComplete: '' });
              }}
            />
          )}
        </div>
        {spec !== undefined && action !== undefined && (
          <div className="flex min-w-0 flex-col gap-4">
            <CallForm
              {...{
                spec,
                action,
                onComplete,
                creating,
                readonly,
                touched,
                draft,
                patch,
                slots,
                inputs,
                read,
              }}
              {...{ defaults, templates, templateErrors, selector }}
              addresses={signing.addresses}
              errors={shownErrors}
              onInput={setInput}
              onUseDefault={useDefault}
              encoded={read.ok ? encodedArgs(slots, read.args) : undefined}
            />
            <RunPane
              {...{ readonly, creating, draft, patch, signing, runner }}
              showFixFirst={touched && (!read.ok || !deployOk)}
              stale={readonly && !read.ok}
              onRun={run}
              onAddResources={addResources}
              onHandOff={toStudio}
            />
          </div>
        )}
      </div>
    </div>
  );
}
