import { logicSigAddressOf } from '@sextant/core/lsig/logicSigAccountOf';
import type { LsigFileContents } from '@sextant/core/lsig/lsigFile';
import { LSIG_MESSAGES } from '@sextant/core/lsig/lsigMessages';
import { mergeMultisigDelegations } from '@sextant/core/lsig/multisigDelegation';
import type { LsigDelegation, SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import { compileTeal } from '@sextant/core/teal/compileTeal';
import { disassembleTeal } from '@sextant/core/teal/disassembleTeal';
import type { TealDiagnostic } from '@sextant/core/teal/TealDiagnostic';
import { savedIdFor } from '@sextant/core/lsig/savedIdFor';
import { TealCompileError } from '@sextant/core/teal/TealCompileError';
import { useMutation, useQuery } from '@tanstack/react-query';
import algosdk from 'algosdk';
import { FilePlus2, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { queryKeys } from '../../../app/queries/queryKeys';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { PageIntro } from '../../../ui/PageIntro';
import { AccountPanel } from '../components/AccountPanel';
import { ArgsPanel } from '../components/ArgsPanel';
import { DelegatePanel } from '../components/DelegatePanel';
import { FilesPanel } from '../components/FilesPanel';
import { ProgramPanel } from '../components/ProgramPanel';
import { SavedPanel } from '../components/SavedPanel';
import { SendPanel } from '../components/SendPanel';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';
import { newDraft, useLogicSigDraft, type LogicSigDraft } from '../useLogicSigDraft';
import { useSavedLogicSigs } from '../useSavedLogicSigs';

const b64 = (bytes: Uint8Array) => algosdk.bytesToBase64(bytes);

/**
 * `/:net/logicsig`: a TEAL editor compiled on the node beside its disassembly; the program as a
 * contract account (address, balance, fund, send from it) or delegated by an account or a
 * multisig (lmsig); typed arguments; .lsig files; logic sigs saved per network.
 */
export function LogicSigPage() {
  const network = useActiveNetwork();
  const { algod } = useNetworkClients();
  const saved = useSavedLogicSigs(network.id);
  const [draft, setDraft] = useLogicSigDraft(network.id);
  const [diagnostics, setDiagnostics] = useState<readonly TealDiagnostic[]>([]);
  const [problem, setProblem] = useState<string>();
  const [note, setNote] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [savedNote, setSavedNote] = useState<string>();
  const [pcToLine, setPcToLine] = useState<ReadonlyMap<number, number>>();

  const program = useMemo(
    () => (draft.program === '' ? undefined : algosdk.base64ToBytes(draft.program)),
    [draft.program],
  );
  const escrow = useMemo(
    () => (program ? new algosdk.LogicSig(program).address().toString() : undefined),
    [program],
  );
  const signsFor = program ? logicSigAddressOf(program, draft.delegation) : undefined;
  const disassembly = useQuery({
    queryKey: queryKeys.algod.other(network.id, 'disassemble', draft.program),
    queryFn: () => disassembleTeal(algod, program as Uint8Array),
    enabled: program !== undefined,
    staleTime: Infinity,
  });

  const change = (patch: Partial<LogicSigDraft>) => {
    setSavedNote(undefined);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const setProgram = (bytes: Uint8Array, compiledSource: string, extra: Partial<LogicSigDraft> = {}) => {
    setDraft((d) => {
      const changed = d.program !== b64(bytes);
      if (changed && d.delegation !== undefined && extra.delegation === undefined)
        setNote(L.delegationDropped);
      const next: LogicSigDraft = { ...d, program: b64(bytes), compiledSource, ...extra };
      if (changed && extra.delegation === undefined) delete next.delegation;
      return next;
    });
  };

  const compile = useMutation({
    mutationFn: () => compileTeal(algod, draft.source),
    onMutate: () => {
      setProblem(undefined);
      setNote(undefined);
    },
    onSuccess: (c) => {
      setDiagnostics([]);
      setPcToLine(c.pcToLine);
      setProgram(c.program, draft.source);
    },
    onError: (e) => {
      setDiagnostics(e instanceof TealCompileError ? e.diagnostics : []);
      setProblem(e.message);
    },
  });

  const onImport = async (c: LsigFileContents): Promise<string> => {
    const d = draft.delegation;
    if (
      c.delegation?.kind === 'lmsig' &&
      d?.kind === 'lmsig' &&
      program &&
      b64(c.program) === draft.program
    ) {
      change({ delegation: mergeMultisigDelegations(program, d, c.delegation) });
      return L.mergedTurn;
    }
    const text = await disassembleTeal(algod, c.program).catch(() => '');
    setDiagnostics([]);
    setPcToLine(undefined);
    setNote(undefined);
    setDraft({
      ...newDraft(),
      name: draft.name,
      source: text,
      compiledSource: text,
      program: b64(c.program),
      args: c.args,
      ...(c.delegation && { delegation: c.delegation }),
    });
    return L.imported;
  };

  const save = async () => {
    if (draft.name.trim() === '') return setNameError(LSIG_MESSAGES.nameNeeded);
    if (!program) return setProblem(L.needCompile);
    setNameError(undefined);
    // renamed since its last save: a new entry beside the old one
    const id = savedIdFor(draft, saved.logicSigs, () => crypto.randomUUID());
    if (id !== draft.id) setDraft((d) => ({ ...d, id }));
    const record: SavedLogicSig = {
      id,
      name: draft.name.trim(),
      source: draft.source,
      program: draft.program,
      args: draft.args,
      savedAt: Date.now(),
      ...(draft.delegation && { delegation: draft.delegation }),
    };
    await saved.save(record);
    setSavedNote(L.saved);
  };

  const stale = program !== undefined && draft.source !== draft.compiledSource;
  const lsigForSigning = {
    name: draft.name || 'draft',
    program: draft.program,
    args: draft.args,
    ...(draft.delegation && { delegation: draft.delegation }),
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · ${network.name} · Sextant`} />
        <div className="flex items-end gap-2">
          <Field
            label={L.name}
            placeholder={L.namePlaceholder}
            value={draft.name}
            onChange={(e) => change({ name: e.target.value })}
            error={nameError}
            className="w-full md:w-64"
          />
          <Button variant="primary" onClick={() => void save()}>
            <Save className="size-3.5" /> {L.save}
          </Button>
          <Button
            onClick={() => {
              setDraft(newDraft());
              setDiagnostics([]);
              setProblem(undefined);
              setNote(undefined);
            }}
          >
            <FilePlus2 className="size-3.5" /> {L.newLsig}
          </Button>
        </div>
      </div>
      {savedNote !== undefined && (
        <p role="status" className="-mt-2 text-sm text-ok">
          {savedNote}
        </p>
      )}

      <ProgramPanel
        source={draft.source}
        onSource={(source) => change({ source })}
        onCompile={() => compile.mutate()}
        compiling={compile.isPending}
        size={program?.length}
        escrowAddress={escrow}
        stale={stale}
        diagnostics={diagnostics}
        problem={problem}
        note={note}
        disassembly={disassembly.data}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <AccountPanel address={signsFor} delegated={draft.delegation !== undefined} />
          <ArgsPanel args={draft.args} onArgs={(args) => change({ args })} />
          {program && signsFor && (
            <SendPanel
              lsig={lsigForSigning}
              address={signsFor}
              pcToLine={stale ? undefined : pcToLine}
              source={stale || draft.compiledSource.trim() === '' ? undefined : draft.compiledSource}
              onFailedLine={(line, message) =>
                setDiagnostics(line === undefined ? [] : [{ line, message: message || L.failedAtLine(line) }])
              }
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <DelegatePanel
            program={program}
            delegation={draft.delegation}
            onDelegation={(d: LsigDelegation | undefined) =>
              setDraft((x) => {
                const next = { ...x };
                if (d === undefined) delete next.delegation;
                else next.delegation = d;
                return next;
              })
            }
          />
          <FilesPanel lsig={{ ...lsigForSigning, programBytes: program }} onImport={onImport} />
          <SavedPanel
            list={saved.logicSigs}
            currentId={draft.id}
            onOpen={(s) => {
              setDiagnostics([]);
              setProblem(undefined);
              setNote(undefined);
              setPcToLine(undefined);
              setDraft({ ...s, compiledSource: s.source });
            }}
            onRemove={(id) => void saved.remove(id)}
          />
        </div>
      </div>
    </div>
  );
}
