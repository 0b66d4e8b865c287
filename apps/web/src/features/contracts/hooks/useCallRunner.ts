import type { ArgSlot } from '@sextant/core/contracts/argSlots';
import { returnField } from '@sextant/core/contracts/argSlots';
import { buildAppCall, type AppCallPlan } from '@sextant/core/contracts/buildAppCall';
import { compilePrograms, extraPagesFor, type Programs } from '@sextant/core/contracts/compilePrograms';
import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import { explainFailure, type CallFailure } from '@sextant/core/contracts/explainFailure';
import type { LabAction } from '@sextant/core/contracts/labActions';
import { readCallArgs } from '@sextant/core/contracts/readCallArgs';
import { sendAndFollow } from '@sextant/core/pipeline/sendAndFollow';
import { NodeRejectionError } from '@sextant/core/catalogue/NodeRejectionError';
import { readCallOutcome, type CallOutcome } from '@sextant/core/contracts/readCallOutcome';
import { simulateAppCall, type UnnamedResources } from '@sextant/core/contracts/simulateAppCall';
import { templateFields, templateLiteral } from '@sextant/core/contracts/templateFields';
import { templateLiterals, templateValue } from '@sextant/core/contracts/templateProblems';
import { readSchemaFields } from '@sextant/core/contracts/readSchemaFields';
import { boxChangesOf } from '@sextant/core/contracts/boxChangesOf';
import { callEffectNote } from '@sextant/core/contracts/callEffectNote';
import { programMarksOf, type ProgramMarks } from '@sextant/core/contracts/programMarks';
import { chosenOnComplete } from '@sextant/core/contracts/chosenOnComplete';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import algosdk from 'algosdk';
import { useCallback, useRef, useState } from 'react';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { LabDraft } from '../storage/labDraftStore';

export interface RunResult {
  mode: 'simulated' | 'committed';
  txid: string;
  round?: bigint;
  outcome?: CallOutcome;
  failure?: CallFailure;
  unnamed?: UnnamedResources;
  budget?: number;
  /** Simulated with more budget than a sent call has (readonly methods only, never sent). */
  extraBudget?: boolean;
  /** What the on-complete did (or would do) besides the program: an app deleted, local state removed… */
  effect?: string;
  /** The call's group as built and the spec's text: what "Open in debugger" hands over. */
  debug?: {
    txns: readonly algosdk.Transaction[];
    specText: string | null;
    /** TEAL literals of the template values the draft holds (the debugger fills the spec's TEAL with them). */
    templates: Record<string, string>;
  };
}

export interface RunInput {
  spec: ContractSpec;
  draft: LabDraft;
  action: LabAction;
  slots: readonly ArgSlot[];
}

class Refused extends Error {}

/** The draft's template values that read as TEAL literals (those that do not are left as names). */
function debugTemplates({ spec, draft }: RunInput): Record<string, string> {
  const literals: Record<string, string> = {};
  for (const t of templateFields(spec)) {
    const lit = templateLiteral(t, templateValue(t, draft.templates));
    if (lit.ok) literals[t.name] = lit.teal;
  }
  return literals;
}

/** How many rounds a sent call is followed before it is reported as not confirmed. */
const FOLLOW_ROUNDS = 10n;

/** A signer for the lab: the connected wallet, or a kmd wallet opened for the one call. */
export type LabSigner = GroupSigner;

/**
 * Builds, simulates and sends the lab's call. The group is built fresh each time from the draft
 * (programs compiled with the template values for a create or update), so what is simulated is
 * what would be signed.
 */
export function useCallRunner(algod: algosdk.Algodv2) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RunResult | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  // the lines of given TEAL the node refused, for the editor to mark
  const [marks, setMarks] = useState<ProgramMarks>({});
  const generation = useRef(0);

  const prepare = useCallback(
    async ({ spec, draft, action, slots }: RunInput, sender: string) => {
      const suggested = await algod.getTransactionParams().do();
      const read = readCallArgs(slots, draft.args[action.key] ?? [], suggested, draft.sender);
      if (!read.ok) throw new Refused('args');
      const appId = draft.appId.trim() === '' ? 0n : BigInt(draft.appId.trim());
      const onComplete = chosenOnComplete(action, draft.onComplete);
      let programs: Programs | undefined;
      if (appId === 0n || onComplete === 'UpdateApplication') {
        const literals = templateLiterals(templateFields(spec), draft.templates);
        if (literals === undefined) throw new Refused('templates');
        const given = draft.programsAs === 'bytes' ? draft.programBytes : draft.teal;
        programs = await compilePrograms(algod, spec, literals, { as: draft.programsAs, ...given });
      }
      const schemaRead = draft.schema === null ? undefined : readSchemaFields(draft.schema);
      if (schemaRead?.ok === false) throw new Refused('schema');
      const schema = schemaRead?.schema ?? spec.state.schema;
      const r = draft.resources;
      const plan: AppCallPlan = {
        appId,
        sender,
        onComplete,
        args: read.args,
        ...(action.method !== undefined && { method: action.method }),
        ...(programs !== undefined && { programs }),
        ...(appId === 0n && { schema }),
        ...(appId === 0n && programs !== undefined && { extraPages: extraPagesFor(programs) }),
        innerTxnFees: Number(draft.innerFees) || 0,
        resources: {
          accounts: r.accounts,
          apps: r.apps.map((a) => BigInt(a)),
          assets: r.assets.map((a) => BigInt(a)),
          boxes: r.boxes.map((b) => ({
            appIndex: BigInt(b.app),
            name: decodeBase64(b.name) ?? new Uint8Array(),
          })),
        },
      };
      const txns = buildAppCall(plan, suggested);
      let approval = programs?.approval;
      if (approval === undefined && appId !== 0n) {
        try {
          approval = (await algod.getApplicationByID(appId).do()).params?.approvalProgram;
        } catch {
          approval = undefined;
        }
      }
      return {
        txns,
        approval,
        effect: (done: boolean) => {
          const note = callEffectNote(onComplete, appId, done);
          return note === undefined ? {} : { effect: note };
        },
        // a readonly method is only ever simulated: it alone may use more than a sent call's budget
        readonly: action.method?.readonly === true && appId !== 0n,
        returns: action.method === undefined ? undefined : returnField(action.method, spec),
      };
    },
    [algod],
  );

  const run = useCallback(
    async (
      input: RunInput,
      how: { kind: 'simulate' } | { kind: 'send'; signer: LabSigner },
      onCommitted?: (txns: readonly algosdk.Transaction[], createdAppId: bigint | undefined) => void,
    ) => {
      const mine = ++generation.current;
      setBusy(true);
      setProblem(undefined);
      setMarks({});
      try {
        const sender =
          input.draft.sender.trim() !== ''
            ? input.draft.sender.trim()
            : how.kind === 'send'
              ? (how.signer.addresses[0] ?? '')
              : algosdk.ALGORAND_ZERO_ADDRESS_STRING;
        if (sender === '') throw new Error(L.senderNeeded);
        const { txns, approval, returns, readonly, effect } = await prepare(input, sender);
        const last = txns.length - 1;
        const txid = txns[last]?.txID() ?? '';
        const extraBudget = readonly && how.kind === 'simulate';
        const sim = await simulateAppCall(algod, txns, { readonly: extraBudget });
        const simTxn = sim.response.txnGroups[0]?.txnResults[last];
        const simResult = simTxn?.txnResult;
        // boxes change only in simulate's trace: a sent call shows what its simulation just before did
        const boxes = boxChangesOf(simTxn, input.spec);
        const withBoxes = (o: CallOutcome): CallOutcome => ({
          ...o,
          stateChanges: [...o.stateChanges, ...boxes],
        });
        if (!sim.report.ok || how.kind === 'simulate') {
          // found by simulate (Simulate, or Sign and send stopped before signing): nothing was sent
          const failure = sim.report.error
            ? explainFailure(
                sim.report.error.simulatedMessage,
                sim.report.error.nodeMessage,
                input.spec,
                approval,
              )
            : undefined;
          if (mine !== generation.current) return;
          setResult({
            mode: 'simulated',
            txid,
            debug: { txns, specText: input.draft.specText, templates: debugTemplates(input) },
            unnamed: sim.unnamed,
            ...(simResult !== undefined && {
              outcome: withBoxes(readCallOutcome(simResult, input.spec, returns)),
            }),
            ...(failure !== undefined && { failure }),
            ...(sim.report.appBudgetConsumed !== undefined && { budget: sim.report.appBudgetConsumed }),
            ...(extraBudget && { extraBudget }),
            ...(failure === undefined && effect(false)),
          });
          return;
        }
        const indexes = txns.map((_, i) => i);
        const signed = await how.signer.signGroup(txns, indexes);
        const blobs = signed.map((s, i) => {
          if (s === null) throw new Error(`Transaction ${i + 1} was not signed by ${how.signer.label}.`);
          return s;
        });
        let followed;
        try {
          followed = (await sendAndFollow(algod, blobs, { maxRounds: FOLLOW_ROUNDS })).result;
        } catch (e) {
          if (!(e instanceof NodeRejectionError)) throw e;
          if (mine === generation.current)
            setResult({
              mode: 'committed',
              txid,
              debug: { txns, specText: input.draft.specText, templates: debugTemplates(input) },
              failure: explainFailure(e.message, e.nodeMessage, input.spec, approval),
            });
          return;
        }
        if (followed.kind === 'rejected') {
          if (mine !== generation.current) return;
          setResult({
            mode: 'committed',
            txid,
            debug: { txns, specText: input.draft.specText, templates: debugTemplates(input) },
            failure: explainFailure(followed.error.message, followed.error.nodeMessage, input.spec, approval),
          });
          return;
        }
        if (followed.kind === 'notConfirmed') throw followed.error;
        const confirmed = await algod.pendingTransactionInformation(txid).do();
        const outcome = withBoxes(readCallOutcome(confirmed, input.spec, returns));
        onCommitted?.(txns, outcome.createdAppId);
        if (mine !== generation.current) return;
        setResult({ mode: 'committed', txid, outcome, round: followed.round, ...effect(true) });
      } catch (e) {
        if (e instanceof Refused) return;
        if (mine !== generation.current) return;
        setProblem(e instanceof Error ? e.message : String(e));
        setMarks(programMarksOf(e, input.draft.teal));
      } finally {
        if (mine === generation.current) setBusy(false);
      }
    },
    [algod, prepare],
  );

  // A run that is superseded (another action picked while it was in flight) no longer sets busy
  // back itself, so clearing must: otherwise the lab stays on "Working…" with Send disabled.
  const clear = useCallback(() => {
    generation.current++;
    setBusy(false);
    setResult(undefined);
    setProblem(undefined);
    setMarks({});
  }, []);

  /** The group as it would be signed (for the studio); undefined when the form is not ready. */
  const build = useCallback(
    async (input: RunInput, sender: string): Promise<algosdk.Transaction[] | undefined> => {
      setProblem(undefined);
      try {
        return (await prepare(input, sender)).txns;
      } catch (e) {
        if (!(e instanceof Refused)) setProblem(e instanceof Error ? e.message : String(e));
        return undefined;
      }
    },
    [prepare],
  );

  return { busy, result, problem, marks, run, clear, build };
}
