import { addUnnamedResources, resourcesOnPick } from '@sextant/core/contracts/addUnnamedResources';
import { argSlots } from '@sextant/core/contracts/argSlots';
import { chosenOnComplete } from '@sextant/core/contracts/chosenOnComplete';
import { labActions } from '@sextant/core/contracts/labActions';
import { labAbiCall } from '@sextant/core/contracts/labAbiCall';
import { parseSpecText } from '@sextant/core/contracts/parseSpecText';
import { readAppIdInput } from '@sextant/core/contracts/readAppIdInput';
import { encodedArgs, readCallArgs } from '@sextant/core/contracts/readCallArgs';
import { readSchemaFields } from '@sextant/core/contracts/readSchemaFields';
import { templateFields } from '@sextant/core/contracts/templateFields';
import { templateProblems } from '@sextant/core/contracts/templateProblems';
import { bytesToBase64, bytesToHex } from '@sextant/core/txn/decodeBytesText';
import { useQueryClient } from '@tanstack/react-query';
import algosdk from 'algosdk';
import { useEffect, useMemo, useState } from 'react';
import { hasTypedArgs } from '@sextant/core/contracts/hasTypedArgs';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { invalidateCommitted } from '../../../app/queries/invalidateCommitted';
import { PageIntro } from '../../../ui/PageIntro';
import { useSuggestedParams } from '../../compose/hooks/useComposeNode';
import { putAppSpec } from '../../applications/storage/appSpecStore';
import { appSpecQuery } from '../../applications/storage/useAppSpec';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import { useCallRunner } from '../hooks/useCallRunner';
import { useLabArgs } from '../hooks/useLabArgs';
import { useLabDraft } from '../hooks/useLabDraft';
import { useMyContracts } from '../hooks/useMyContracts';
import { saveAppArgs } from '../storage/labDraftStore';
import { useLabPrefills } from '../hooks/useLabPrefills';
import { useReadonlyAutoRun } from '../hooks/useReadonlyAutoRun';
import { useLabSigner } from '../hooks/useLabSigner';
import { useStudioHandOff } from '../hooks/useStudioHandOff';
import { CallForm } from './CallForm';
import { LabSetupColumn } from './LabSetupColumn';
import { RunPane } from './RunPane';

/** The contract lab: spec, app, action, typed arguments, encoded preview, run, result. */
export function ContractLab() {
  const network = useActiveNetwork().id;
  const { algod } = useNetworkClients();
  const queryClient = useQueryClient();
  const { draft, setDraft, patch } = useLabDraft(network);
  const signing = useLabSigner(network, draft, (sender) => patch({ sender }));
  const [attached, setAttached] = useState(false);
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
  // the arguments typed for a deployed app, kept for when it is reopened
  useEffect(() => {
    if (appId !== undefined && appId !== 0n && hasTypedArgs(draft.args))
      saveAppArgs(network, appId, draft.args);
  }, [network, appId, draft.args]);

  // the one query of suggested params (queryKeys.algod.params), shared with the studio
  const suggested = useSuggestedParams();

  const genesisHash = suggested.data === undefined ? undefined : bytesToBase64(suggested.data.genesisHash);
  const mine = useMyContracts(genesisHash);
  const specApp = useLabPrefills({
    draft,
    patch,
    spec,
    action,
    firstAddress: signing.addresses[0],
    genesisHash,
  });

  const { setInput, defaults, useDefault } = useLabArgs({
    algod,
    spec,
    action,
    slots,
    inputs,
    appId,
    sender: draft.sender,
    setDraft,
    setHoldAutoRun,
  });

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
  useReadonlyAutoRun(
    readKey,
    holdAutoRun,
    spec === undefined || action === undefined
      ? undefined
      : () => void runner.run({ spec, draft, action, slots }, { kind: 'simulate' }),
  );

  const attach = (id: bigint, creator?: string) => {
    if (draft.specText === null) return;
    void putAppSpec(network, id, draft.specText).then(() => {
      setAttached(true);
      // listed under My contracts: reopened later with this spec and the arguments typed for it
      mine.add({
        appId: id.toString(),
        name: spec?.name ?? draft.specLabel,
        how: creator === undefined ? 'attached' : 'deployed',
        ...(creator !== undefined && { creator }),
        at: Date.now(),
      });
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
        attach(created, txns.find((t) => t.type === algosdk.TransactionType.appl)?.sender.toString());
      },
    );
  };

  const toStudio = () => {
    setTouched(true);
    if (spec === undefined || action === undefined || !read.ok || !deployOk) return;
    const sender = draft.sender.trim() || signing.addresses[0] || '';
    if (sender === '') return;
    // A method call stays one in the studio; a create brings its spec, attached once the app exists.
    const abi =
      action.method === undefined
        ? undefined
        : creating
          ? labAbiCall(spec, action.method, inputs, spec.name, draft.specText ?? undefined)
          : appId !== undefined
            ? labAbiCall(spec, action.method, inputs, `${spec.name} (app ${String(appId)})`)
            : undefined;
    void runner.build({ spec, draft, action, slots }, sender).then((txns) => {
      if (txns !== undefined) void handOff(txns, inputs, abi);
    });
  };

  const addResources = () => {
    const u = runner.result?.unnamed;
    if (u !== undefined) patch({ resources: addUnnamedResources(draft.resources, u) });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · Sextant`} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <LabSetupColumn
          {...{
            network,
            loaded,
            spec,
            draft,
            patch,
            app,
            attached,
            setAttached,
            attach,
            specApp,
            actions,
            action,
          }}
          clearRun={runner.clear}
          mine={mine}
          onPick={(key) => {
            runner.clear();
            setTouched(false);
            setPicks((n) => n + 1);
            setHoldAutoRun(false);
            patch({
              action: key,
              onComplete: '',
              resources: resourcesOnPick(draft.resources, action?.key ?? '', key),
            });
          }}
        />
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
              compileMarks={runner.marks}
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
