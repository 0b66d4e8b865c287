import { bundleTransactions, type MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import { multisigAccount } from '@sextant/core/multisig/MultisigParams';
import { simulateGroup } from '@sextant/core/pipeline/simulateGroup';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { FlaskConical, Send } from 'lucide-react';
import { useState } from 'react';
import { useNetworkClients } from '../../app/pipeline/useNetworkClients';
import { Button } from '../../ui/Button';
import { SendStatus } from '../../ui/send/SendStatus';
import { useSendAndFollow } from '../../ui/send/useSendAndFollow';
import { LOGICSIG_LABELS as L } from './logicSigLabels';
import { OutcomeNote, type Outcome } from './components/OutcomeNote';
import { LogicSigPicker } from './LogicSigPicker';

/**
 * The multisig page's other way to authorise its group: a saved logic sig the members delegated
 * (lmsig) signs every transaction for the multisig account at once — no member turns. Tried on the
 * node first (result and cost), then sent through the pipeline.
 */
export function MultisigLogicSigSend({ bundle, networkId }: { bundle: MultisigBundle; networkId: string }) {
  const clients = useNetworkClients();
  const { state, send, keepWaiting } = useSendAndFollow(clients);
  const address = multisigAccount(bundle.params);
  const [signer, setSigner] = useState<GroupSigner | null>(null);
  const [tried, setTried] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const signAll = async (): Promise<Uint8Array[]> => {
    if (signer === null) return [];
    const txns = bundleTransactions(bundle);
    // Every transaction is authorised by the multisig account: the delegation signs for it.
    const signed = await signer.signGroup(
      txns,
      txns.map((_, i) => i),
      { signerKeys: txns.map(() => address) },
    );
    return signed.map((s) => s ?? new Uint8Array());
  };
  const tryIt = async () => {
    setBusy(true);
    setTried(undefined);
    try {
      const { report } = await simulateGroup(clients.algod, await signAll());
      const cost = report.txns.reduce((n, t) => n + (t.logicSigBudgetConsumed ?? 0), 0);
      setTried(
        report.ok
          ? { ok: true, text: L.msigTryOk(cost) }
          : { ok: false, text: report.error?.simulatedMessage ?? '' },
      );
    } catch (e) {
      setTried({ ok: false, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="msig-lsig">
      <p className="text-[13px] text-muted">{L.msigLsigHint}</p>
      <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <LogicSigPicker
          networkId={networkId}
          label={L.msigLsigPicker}
          empty={L.msigLsigNone}
          filter={(s) => s.delegation?.kind === 'lmsig' && multisigAccount(s.delegation.msig) === address}
          onPick={(s) => {
            setSigner(s);
            setTried(undefined);
          }}
        />
        <Button disabled={signer === null || busy} onClick={() => void tryIt()}>
          <FlaskConical className="size-3.5" aria-hidden />
          {L.tryIt}
        </Button>
        <Button
          variant="primary"
          disabled={signer === null || busy || state.kind === 'sending' || state.kind === 'confirmed'}
          onClick={() => void signAll().then(send)}
        >
          <Send className="size-3.5" aria-hidden />
          {L.msigLsigSend}
        </Button>
      </div>
      <OutcomeNote outcome={tried} testId="msig-lsig-try" />
      <SendStatus
        state={state}
        networkId={networkId}
        ids={{ status: 'msig-lsig-status', error: 'msig-lsig-error', link: (i) => `msig-lsig-txid-${i}` }}
        onKeepWaiting={() => void signAll().then(keepWaiting)}
      />
    </div>
  );
}
