import { NodeRejectionError } from '@sextant/core/catalogue/NodeRejectionError';
import { nodeMessageOf } from '@sextant/core/compose/nodeMessageOf';
import { failingPc, lineOfPc } from '@sextant/core/lsig/failingLine';
import { logicSigSignerOf } from '@sextant/core/lsig/logicSigSignerOf';
import { paymentDraft } from '@sextant/core/lsig/paymentDraft';
import { withPQFee } from '@sextant/core/pq/withPQFee';
import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import { encodeStudioHandoff } from '@sextant/core/lsig/studioHandoff';
import { simulateGroup } from '@sextant/core/pipeline/simulateGroup';
import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Loader2, PenTool, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';
import { programHash } from '@sextant/core/debug/loadProgramListing';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import { DebugLink } from '../../debug/DebugLink';
import { DEBUG_LABELS } from '../../debug/debugLabels';
import { useSendSigned } from '../useSendSigned';
import { OutcomeNote, type Outcome as BaseOutcome } from './OutcomeNote';

const lsigProgram = (b64: string) => decodeBase64(b64) ?? new Uint8Array();

type Outcome = BaseOutcome & { line?: number | undefined };

/**
 * A payment out of the account the logic sig signs for: tried on the node first (simulate, with the
 * program's cost), then sent through the pipeline. A rejection names the line the program failed at.
 */
export function SendPanel({
  lsig,
  address,
  pcToLine,
  source,
  onFailedLine,
}: {
  lsig: Pick<SavedLogicSig, 'name' | 'program' | 'args' | 'delegation'>;
  address: string;
  pcToLine: ReadonlyMap<number, number> | undefined;
  /** The TEAL the program was compiled from, handed to the debugger with the signed transaction. */
  source?: string | undefined;
  onFailedLine: (line: number | undefined, message: string) => void;
}) {
  const { algod } = useNetworkClients();
  const { id: networkId } = useActiveNetwork();
  const send = useSendSigned();
  const [receiver, setReceiver] = useState('');
  const [amount, setAmount] = useState('0.1');
  const [closeTo, setCloseTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  // The last transaction the logic sig signed here: what "Debug" opens.
  const [lastSigned, setLastSigned] = useState<Uint8Array>();

  const sign = async () => {
    const params = await algod.getTransactionParams().do();
    const built = paymentDraft(
      { sender: address, receiver, amount, closeRemainderTo: closeTo },
      // A Falcon-delegated logic sig pays the post-quantum fee factor.
      lsig.delegation?.kind === 'pqsig' ? withPQFee(params) : params,
    );
    if (!built.ok) {
      setErrors(built.errors as Record<string, string>);
      return undefined;
    }
    setErrors({});
    const [signed] = await logicSigSignerOf(lsig).signGroup([built.txn], [0]);
    setLastSigned(signed ?? undefined);
    return signed ?? undefined;
  };
  const lineFor = (message: string, result?: Parameters<typeof failingPc>[1]) => {
    const pc = failingPc(message, result);
    return pc === undefined || pcToLine === undefined ? undefined : lineOfPc(pcToLine, pc);
  };
  /** A refusal, with the line it failed at; a tried one says nothing was sent (the node's words may say "rejected"). */
  const fail = (text: string, line: number | undefined, tried = false): Outcome => {
    onFailedLine(line, text);
    const said = [
      line === undefined ? undefined : L.failedAtLine(line),
      text,
      tried ? L.triedNotSent : undefined,
    ];
    return { ok: false, text: said.filter(Boolean).join(' '), line };
  };

  const tryIt = useMutation({
    mutationFn: async (): Promise<Outcome | undefined> => {
      const signed = await sign();
      if (!signed) return undefined;
      let outcome: Awaited<ReturnType<typeof simulateGroup>>;
      try {
        outcome = await simulateGroup(algod, [signed], { execTrace: { enable: true } });
      } catch (e) {
        // algod refuses a failing logic sig outright (400) instead of reporting it in the response.
        const text = nodeMessageOf(e);
        return fail(text, lineFor(text), true);
      }
      const { response, report } = outcome;
      if (report.ok) {
        onFailedLine(undefined, '');
        return { ok: true, text: L.tryOk(report.txns[0]?.logicSigBudgetConsumed) };
      }
      const group = response.txnGroups[0];
      return fail(
        report.error?.simulatedMessage ?? '',
        lineFor(group?.failureMessage ?? '', group?.txnResults[0]),
        true,
      );
    },
    // A new attempt hides the last one's outcome, so it is never read as this one's.
    onMutate: () => setOutcome(undefined),
    onSuccess: (o) => setOutcome(o),
    onError: (e) => setOutcome({ ok: false, text: e.message }),
  });
  const sendIt = useMutation({
    mutationFn: async (): Promise<Outcome | undefined> => {
      const signed = await sign();
      if (!signed) return undefined;
      try {
        const result = await send([signed], [address, receiver.trim(), closeTo.trim()].filter(Boolean));
        if (result.kind === 'committed') return { ok: true, text: L.committed(result.round) };
        if (result.kind === 'rejected') return fail(result.error.message, lineFor(result.error.nodeMessage));
        return { ok: false, text: L.notConfirmed };
      } catch (e) {
        // The catalogue's words for people; the node's own text still carries the pc.
        const nodeText = e instanceof NodeRejectionError ? e.nodeMessage : nodeMessageOf(e);
        return fail(e instanceof Error ? e.message : nodeText, lineFor(nodeText));
      }
    },
    // A new attempt hides the last one's outcome, so it is never read as this one's.
    onMutate: () => setOutcome(undefined),
    onSuccess: (o) => setOutcome(o),
    onError: (e) => setOutcome({ ok: false, text: e.message }),
  });
  const busy = tryIt.isPending || sendIt.isPending;
  // The studio drafts this payment from the same account with this logic sig chosen as its signer.
  const studio = `/${networkId}/compose#lsig=${encodeStudioHandoff({
    lsig: {
      name: lsig.name,
      program: lsig.program,
      args: lsig.args,
      ...(lsig.delegation && { delegation: lsig.delegation }),
    },
    payment: { receiver, amount, closeRemainderTo: closeTo },
  })}`;
  return (
    <Panel title={L.send}>
      <p className="mb-3 text-xs text-muted">{L.sendHint}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <Field
          label={L.receiver}
          value={receiver}
          onChange={(e) => setReceiver(e.target.value)}
          error={errors['receiver']}
        />
        <Field
          label={L.amount}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors['amount']}
        />
        <Field
          label={L.closeTo}
          value={closeTo}
          onChange={(e) => setCloseTo(e.target.value)}
          error={errors['closeRemainderTo']}
          className="sm:col-span-2"
        />
      </div>
      {errors['_form'] !== undefined && <p className="mt-2 text-xs text-bad">{errors['_form']}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => tryIt.mutate()} disabled={busy}>
          {tryIt.isPending ? (
            <Loader2 className="size-3.5 animate-spin" />
          ) : (
            <FlaskConical className="size-3.5" />
          )}
          {L.tryIt}
        </Button>
        <Button variant="primary" onClick={() => sendIt.mutate()} disabled={busy}>
          {sendIt.isPending ? <Loader2 className="size-3.5 animate-spin" /> : <Send className="size-3.5" />}
          {L.sendIt}
        </Button>
        <Link
          to={studio}
          title={L.openStudioHint}
          className="inline-flex h-8 items-center gap-1.5 rounded-md border border-line-strong px-3 text-sm font-medium hover:bg-sunken"
        >
          <PenTool className="size-3.5" aria-hidden />
          {L.openStudio}
        </Link>
        {lastSigned !== undefined && (
          <div className="self-center">
            <DebugLink
              networkId={networkId}
              group={[lastSigned]}
              run={outcome?.ok === false}
              handoff={() => ({
                teal: source === undefined ? [] : [{ hash: programHash(lsigProgram(lsig.program)), source }],
                specs: [],
              })}
              label={outcome?.ok === false ? DEBUG_LABELS.debugFailure : DEBUG_LABELS.debug}
              title={DEBUG_LABELS.debugTitle}
              testId="lsig-debug"
            />
          </div>
        )}
      </div>
      <OutcomeNote outcome={outcome} testId="lsig-send-outcome" className="mt-3" />
    </Panel>
  );
}
