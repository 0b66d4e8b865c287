import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import { NO_RESOURCES } from '@sextant/core/contracts/addUnnamedResources';
import type { LabAction } from '@sextant/core/contracts/labActions';
import type { ParsedSpec } from '@sextant/core/contracts/parseSpecText';
import type { readAppIdInput } from '@sextant/core/contracts/readAppIdInput';
import { hasTypedArgs } from '@sextant/core/contracts/hasTypedArgs';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LAB_APP_FRAGMENT, LAB_METHOD_FRAGMENT } from '../labHref';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { MyContract } from '@sextant/core/contracts/myContractsList';
import { getAppSpec } from '../../applications/storage/appSpecStore';
import type { useMyContracts } from '../hooks/useMyContracts';
import { useMyContractStatus } from '../hooks/useMyContractStatus';
import { EMPTY_LAB_DRAFT, loadAppArgs, type LabDraft } from '../storage/labDraftStore';
import { ActionList } from './ActionList';
import { AppPane } from './AppPane';
import { MyContractsPane } from './MyContractsPane';
import { SpecPane } from './SpecPane';

/**
 * The lab's left column: the spec (loading another clears what belonged to the last one), the app
 * (its id, attaching the spec to it), the list of actions, and "My contracts" (reopening one loads
 * its attached spec the way the "App id" source does).
 */
export function LabSetupColumn({
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
  clearRun,
  onPick,
  mine,
}: {
  network: string;
  loaded: ParsedSpec;
  spec: ContractSpec | undefined;
  draft: LabDraft;
  patch: (p: Partial<LabDraft>) => void;
  app: ReturnType<typeof readAppIdInput>;
  attached: boolean;
  setAttached: (attached: boolean) => void;
  attach: (id: bigint) => void;
  specApp: bigint | undefined;
  actions: LabAction[];
  action: LabAction | undefined;
  clearRun: () => void;
  onPick: (key: string) => void;
  mine: ReturnType<typeof useMyContracts>;
}) {
  const { creating, appId } = app;
  const mineStatus = useMyContractStatus(mine.list);
  const loadSpec = (text: string, label: string, fromApp?: string) => {
    clearRun();
    setAttached(false);
    // another spec is another contract: the app id of the last one does not carry over
    patch({
      specText: text,
      specLabel: label,
      appId: fromApp ?? '',
      action: '',
      // an app reopened brings back the arguments last typed for it
      args: (fromApp === undefined ? undefined : loadAppArgs(network, BigInt(fromApp))) ?? {},
      templates: {},
      schema: null,
      resources: NO_RESOURCES,
      innerFees: EMPTY_LAB_DRAFT.innerFees,
      teal: EMPTY_LAB_DRAFT.teal,
      programBytes: EMPTY_LAB_DRAFT.programBytes,
    });
  };
  const openAttached = async (appId: string): Promise<string | undefined> => {
    const record = await getAppSpec(network, BigInt(appId));
    if (record === undefined) return L.noAttached(appId);
    loadSpec(record.text, `app ${appId}`, appId);
    return undefined;
  };
  const openMine = (entry: MyContract) => openAttached(entry.appId);
  // An app's page hands an app (and a method) over in the fragment (`labHref`): its attached spec
  // opens as "My contracts" would open it, the method chosen; the fragment is then dropped.
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [handedProblem, setHandedProblem] = useState<string>();
  useEffect(() => {
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const handed = params.get(LAB_APP_FRAGMENT);
    if (handed === null) return;
    const method = params.get(LAB_METHOD_FRAGMENT);
    void navigate(pathname, { replace: true });
    const opened = /^\d+$/.test(handed) ? openAttached(handed) : Promise.resolve(L.noAttached(handed));
    void opened.then((problem) => {
      setHandedProblem(problem);
      if (problem === undefined && method !== null) patch({ action: `m:${method}` });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per fragment handed over
  }, [hash]);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {handedProblem !== undefined && (
        <p role="alert" className="text-[13px] text-warn" data-testid="lab-handed-problem">
          {handedProblem}
        </p>
      )}
      <SpecPane
        network={network}
        loaded={loaded}
        label={draft.specLabel}
        text={draft.specText}
        onLoad={loadSpec}
        onReplace={() => {
          if (hasTypedArgs(draft.args) && !window.confirm(L.replaceConfirm)) return;
          clearRun();
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
            clearRun();
            const id = /^\d+$/.test(text.trim()) ? BigInt(text.trim()) : 0n;
            const last = id === 0n || hasTypedArgs(draft.args) ? undefined : loadAppArgs(network, id);
            patch({ appId: text, ...(last !== undefined && { args: last }) });
          }}
          onAttach={() => appId !== undefined && attach(appId)}
          specApp={specApp}
        />
      )}
      {spec !== undefined && (
        <ActionList creating={creating} actions={actions} current={action?.key} onPick={onPick} />
      )}
      {mine.ready && (
        <MyContractsPane
          list={mine.list}
          status={mineStatus}
          current={appId === undefined || appId === 0n ? undefined : appId.toString()}
          onOpen={openMine}
          onRemove={mine.remove}
          onClear={mine.clear}
        />
      )}
    </div>
  );
}
