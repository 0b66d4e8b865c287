import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { builtTransactions } from '@sextant/core/compose/buildGroup';
import { exportUnsigned } from '@sextant/core/offline/exportUnsigned';
import { bytesToBase64Url } from '@sextant/core/txn/decodeBytesText';
import clsx from 'clsx';
import { KeyRound, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import { COMPOSE_LABELS as L } from '../composeLabels';
import type { useSigning } from '../hooks/useSigning';
import { KmdDialog } from './KmdDialog';
import { TextAreaField } from './formKit';

/** The multisig page's handoff link: the unsigned group in the URL fragment (never sent anywhere). */
export function multisigHandoffPath(networkId: string, group: GroupDraft): string | undefined {
  if (group.built === undefined) return undefined;
  return `/${networkId}/multisig#bundle=${bytesToBase64Url(exportUnsigned(builtTransactions(group.built)))}`;
}

export function SignPanel({ group, signing }: { group: GroupDraft; signing: ReturnType<typeof useSigning> }) {
  const { id: networkId } = useActiveNetwork();
  const wallet = useWalletSigner();
  const [kmdOpen, setKmdOpen] = useState(false);
  const [program, setProgram] = useState('');
  const handoff = multisigHandoffPath(networkId, group);
  const signable = group.status === 'built';
  return (
    <Panel title={L.sign}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          {signing.kmd !== undefined && (
            <Button variant="primary" disabled={!signable || signing.busy} onClick={() => setKmdOpen(true)}>
              <KeyRound className="size-4" aria-hidden />
              {L.signWithKmd}
            </Button>
          )}
          {wallet !== null ? (
            <Button disabled={!signable || signing.busy} onClick={() => void signing.signWithWallet(wallet)}>
              <Wallet className="size-4" aria-hidden />
              {L.signWithWallet(wallet.label)}
            </Button>
          ) : (
            <span className="self-center text-[12px] text-muted">{L.noWallet}</span>
          )}
          {handoff !== undefined && signable && (
            <Link
              to={handoff}
              title={L.multisigHint}
              className="inline-flex h-8 items-center gap-1.5 rounded-md border border-line-strong px-3 text-sm font-medium hover:bg-sunken"
            >
              <Users className="size-4" aria-hidden />
              {L.startMultisig}
            </Link>
          )}
        </div>
        <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_auto]">
          <TextAreaField
            label={L.logicSigProgram}
            value={program}
            onChange={setProgram}
            rows={1}
            name="logicSigProgram"
          />
          <Button
            disabled={!signable || signing.busy || program.trim() === ''}
            onClick={() => void signing.signWithLogicSig(program)}
          >
            {L.signWithLogicSig}
          </Button>
        </div>
        {signing.outcome && (
          <p
            role={signing.outcome.kind === 'error' ? 'alert' : 'status'}
            data-testid="compose-sign-outcome"
            className={clsx('text-[13px]', signing.outcome.kind === 'error' ? 'text-bad' : 'text-ok')}
          >
            {signing.outcome.message}
          </p>
        )}
      </div>
      {signing.kmd !== undefined && (
        <KmdDialog
          open={kmdOpen}
          onOpenChange={setKmdOpen}
          kmd={signing.kmd}
          action={L.kmdSign}
          onSubmit={(w, p) => signing.signWithKmd(w, p)}
        />
      )}
    </Panel>
  );
}
