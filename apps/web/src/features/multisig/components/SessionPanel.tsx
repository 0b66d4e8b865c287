import { bundleSentState } from '@sextant/core/multisig/bundleSentState';
import {
  bundleToSignedTransactions,
  bundleTransactions,
  thresholdStatus,
  type MultisigBundle,
} from '@sextant/core/multisig/MultisigBundle';
import { multisigAccount } from '@sextant/core/multisig/MultisigParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { Send, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../../../app/queries/queryKeys';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { SendStatus } from '../../../ui/send/SendStatus';
import { useSendAndFollow } from '../../../ui/send/useSendAndFollow';
import { LOGICSIG_LABELS } from '../../logicsig/logicSigLabels';
import { MultisigLogicSigSend } from '../../logicsig/MultisigLogicSigSend';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';
import { ExportBundle } from './ExportBundle';
import { MemberSigning } from './MemberSigning';
import { MergePanel } from './MergePanel';
import { SentOutcome } from './SentOutcome';
import { SessionTxnList } from './SessionTxnList';

/** A signing session: the transactions and their progress, then sign, merge, pass on, send. */
export function SessionPanel({
  bundle,
  network,
  notes,
  onChange,
  onClose,
}: {
  bundle: MultisigBundle;
  network: NetworkProfile;
  notes: readonly string[];
  onChange: (bundle: MultisigBundle) => void;
  onClose: () => void;
}) {
  const clients = useNetworkClients();
  const { state, send, keepWaiting } = useSendAndFollow(clients);
  const address = multisigAccount(bundle.params);
  const met = thresholdStatus(bundle).every((s) => s.met);
  // A link opened after the send (here or elsewhere) says what became of the group, not "sign".
  const firstTxn = bundle.txns[0] ?? '';
  const sent = useQuery({
    queryKey: queryKeys.algod.other(network.id, 'bundleSent', firstTxn, state.kind),
    queryFn: () => bundleSentState(clients.algod, clients.indexer, bundleTransactions(bundle)),
    retry: false,
  });
  const done = sent.data !== undefined && sent.data.kind !== 'open';

  return (
    <Panel
      title={L.sessionTitle}
      actions={
        <Button size="sm" variant="ghost" onClick={onClose}>
          <X className="size-3.5" aria-hidden />
          {L.newSession}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-muted">{L.sessionFor}</span>
          <span className="text-[13px]">
            <code data-testid={T.sessionAccount} className="font-mono break-all">
              {address}
            </code>{' '}
            <span className="text-muted">
              {L.ofMembers(bundle.params.threshold, bundle.params.addrs.length)}
            </span>
          </span>
          {notes.map((n) => (
            <p key={n} className="text-[13px] text-warn">
              {n}
            </p>
          ))}
        </div>

        {state.kind !== 'confirmed' && (
          <SentOutcome state={sent.data} networkId={network.id} failed={sent.isError} />
        )}

        <SessionTxnList bundle={bundle} />

        {!done && (
          <>
            <Section title={L.signTitle}>
              <MemberSigning bundle={bundle} onSigned={onChange} />
            </Section>

            <Section title={LOGICSIG_LABELS.msigLsigTitle}>
              <MultisigLogicSigSend bundle={bundle} networkId={network.id} />
            </Section>

            <Section title={L.mergeTitle}>
              <MergePanel bundle={bundle} onMerged={onChange} />
            </Section>
          </>
        )}

        <Section title={L.exportTitle}>
          <ExportBundle bundle={bundle} networkId={network.id} />
        </Section>

        <Section title={L.sendTitle}>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant={met ? 'primary' : 'secondary'}
              disabled={!met || done || state.kind === 'sending' || state.kind === 'confirmed'}
              onClick={() => void send(bundleToSignedTransactions(bundle))}
            >
              <Send className="size-3.5" aria-hidden />
              {L.send}
            </Button>
            <span className="text-[13px] text-muted">{met ? L.allMet : L.notYet}</span>
          </div>
          <SendStatus
            state={state}
            networkId={network.id}
            ids={{ status: T.sendStatus, error: T.sendError, link: T.txidLink }}
            onKeepWaiting={() => void keepWaiting(bundleToSignedTransactions(bundle))}
          />
        </Section>
      </div>
    </Panel>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-line pt-4">
      <h3 className="text-[13px] font-semibold">{title}</h3>
      {children}
    </section>
  );
}
