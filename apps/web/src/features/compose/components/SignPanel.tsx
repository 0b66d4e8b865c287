import type { ComposeSession, ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { builtTransactions } from '@sextant/core/compose/buildGroup';
import { multisigsToSign } from '@sextant/core/compose/multisigsToSign';
import { requiredSigners } from '@sextant/core/compose/requiredSigners';
import type { MultisigParams } from '@sextant/core/multisig/MultisigParams';
import { exportUnsigned } from '@sextant/core/offline/exportUnsigned';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { createMultisigMemberSigner } from '@sextant/core/signing/signers/createMultisigMemberSigner';
import { kmdMemberKey } from '@sextant/core/signing/signers/kmdMemberKey';
import type { MultisigMemberKey } from '@sextant/core/signing/signers/MultisigMemberKey';
import { bytesToBase64Url } from '@sextant/core/txn/decodeBytesText';
import clsx from 'clsx';
import { KeyRound, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { openKmdSignerRemembered } from '../../../app/kmd/kmdPasswords';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { LogicSigSignerChoice } from '../../logicsig/LogicSigSignerChoice';
import { ImpersonationSignButtons } from '../../networkControl/ImpersonationSignButtons';
import { PQKeySignButtons } from '../../pq/components/PQKeySignButtons';
import { useConnectedWallet } from '../../wallet/ConnectedWalletContext';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { useSavedMultisigs } from '../hooks/useSavedMultisigs';
import { KmdDialog } from './KmdDialog';
import { shortAddress } from './TxnList';

/** The multisig page's handoff link: the unsigned group in the URL fragment (never sent anywhere). */
export function multisigHandoffPath(networkId: string, group: GroupDraft): string | undefined {
  if (group.built === undefined) return undefined;
  return `/${networkId}/multisig#bundle=${bytesToBase64Url(exportUnsigned(builtTransactions(group.built)))}`;
}

/** kmd signs everything it holds, or only as one multisig member. */
interface KmdPurpose {
  member?: { msig: MultisigParams; address: string };
}

/**
 * Every way the studio collects signatures: kmd, the connected wallet, a post-quantum key, a logic
 * sig, and for a saved multisig sender "sign as member X" with whichever of them holds a member's key.
 */
export function SignPanel({
  session,
  snap,
  authMap,
  minFee,
}: {
  session: ComposeSession;
  snap: ComposeSnapshot;
  authMap: ReadonlyMap<string, string>;
  /** The network's minimum fee (a Falcon signature costs three). */
  minFee: bigint | undefined;
}) {
  const network = useActiveNetwork();
  const networkId = network.id;
  const { kmd } = useNetworkClients();
  const wallet = useWalletSigner();
  const connected = useConnectedWallet();
  const { group } = snap;
  const saved = useSavedMultisigs(networkId, group.built?.txids.join(','));
  const msigs = multisigsToSign(group, authMap, saved);
  const [kmdFor, setKmdFor] = useState<KmdPurpose | undefined>();
  const handoff = multisigHandoffPath(networkId, group);
  const signable = group.status === 'built' && !snap.signing.busy;
  // The accounts whose keys sign the built group: senders, or their auth addresses.
  const builtTxns = group.built ? builtTransactions(group.built) : [];
  const needed = requiredSigners(builtTxns, authMap).map((s) => s.signer);

  /** A member signer for every member of the group's multisigs that `keyOf` holds. */
  const memberSigners = (keyOf: (address: string) => MultisigMemberKey | undefined): GroupSigner[] =>
    msigs.flatMap((m) =>
      m.account.params.addrs.flatMap((a) => {
        const key = keyOf(a);
        return key ? [createMultisigMemberSigner(m.account.params, key)] : [];
      }),
    );
  const walletKey = (a: string) => (wallet?.addresses.includes(a) ? connected?.memberKey(a) : undefined);
  // a member kmd can sign as: one of the kmd accounts loaded here, or of the kmd wallet connected
  const kmdConnected = kmd !== undefined && wallet !== null && connected?.providerId === 'kmd';
  const kmdHolds = (a: string) =>
    kmd !== undefined &&
    (snap.knownAddresses.includes(a) || (connected?.providerId === 'kmd' && connected.addresses.includes(a)));

  const signWithKmd = (name: string, password: string) => {
    if (kmd === undefined) return Promise.resolve();
    const member = kmdFor?.member;
    return session.signWith(
      `kmd · ${name}`,
      async () => {
        const own = await openKmdSignerRemembered(kmd, networkId, name, password);
        const keyOf = (a: string) =>
          own.addresses.includes(a) ? kmdMemberKey(kmd, name, password, a) : undefined;
        if (member === undefined) return [own, ...memberSigners(keyOf)];
        // Only as that member (its accounts are known already: the button shows for them alone).
        const key = keyOf(member.address);
        return key ? [createMultisigMemberSigner(member.msig, key)] : [];
      },
      authMap,
    );
  };

  return (
    <Panel title={L.sign}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          {/* One way to sign with kmd: the connected kmd wallet when there is one (another kmd
              wallet is then a secondary choice), else kmd's wallet picked in a dialog. */}
          {kmd !== undefined && (
            <Button
              variant={kmdConnected ? 'ghost' : 'primary'}
              disabled={!signable}
              onClick={() => setKmdFor({})}
              title={kmdConnected ? L.signWithOtherKmdHint : undefined}
            >
              <KeyRound className="size-4" aria-hidden />
              {kmdConnected ? L.signWithOtherKmd : L.signWithKmd}
            </Button>
          )}
          {wallet !== null ? (
            <Button
              variant={kmdConnected ? 'primary' : 'secondary'}
              disabled={!signable}
              onClick={() =>
                void session.signAll(wallet.label, [wallet, ...memberSigners(walletKey)], authMap)
              }
            >
              <Wallet className="size-4" aria-hidden />
              {L.signWithWallet(wallet.label)}
            </Button>
          ) : (
            <span className="self-center text-[12px] text-muted">{L.noWallet}</span>
          )}
          <PQKeySignButtons
            networkId={networkId}
            signers={needed}
            disabled={!signable}
            onSign={(signer) => void session.signAll(signer.label, [signer], authMap)}
            txns={builtTxns}
            authMap={authMap}
            minFee={minFee}
          />
          <ImpersonationSignButtons
            network={network}
            signers={needed}
            disabled={!signable}
            onSign={(signer) => void session.signAll(signer.label, [signer], authMap)}
          />
          {handoff !== undefined && group.status === 'built' && (
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
        {msigs.map((m) => (
          <div
            key={m.address}
            className="flex flex-col gap-2 rounded-md border border-line p-2"
            data-testid="compose-msig"
          >
            <p className="text-[12px] text-muted">
              {L.msigNeeds(
                m.account.name,
                m.positions.map((i) => i + 1),
                m.signedBy.length,
                m.account.params.threshold,
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              {m.account.params.addrs.map((a) => {
                if (m.signedBy.includes(a)) return null;
                const key = walletKey(a);
                return (
                  <span key={a} className="contents">
                    {wallet !== null && key !== undefined && (
                      <Button
                        size="sm"
                        disabled={!signable}
                        onClick={() => void session.signAsMember(m.account.params, key, authMap)}
                      >
                        {L.signAsMember(shortAddress(a), wallet.label)}
                      </Button>
                    )}
                    {kmdHolds(a) && (
                      <Button
                        size="sm"
                        disabled={!signable}
                        onClick={() => setKmdFor({ member: { msig: m.account.params, address: a } })}
                      >
                        {L.signAsMember(shortAddress(a), 'kmd')}
                      </Button>
                    )}
                  </span>
                );
              })}
            </div>
            {!m.account.params.addrs.some((a) => walletKey(a) !== undefined || kmdHolds(a)) && (
              <p className="text-[12px] text-muted">{L.msigNoMember}</p>
            )}
          </div>
        ))}
        <LogicSigSignerChoice
          networkId={networkId}
          disabled={!signable}
          signers={needed}
          onSign={(signer) => void session.signAll(signer.label, [signer], authMap)}
          onError={(message) => session.reportSigning({ kind: 'error', message })}
        />
        {snap.signing.outcome && (
          <p
            role={snap.signing.outcome.kind === 'error' ? 'alert' : 'status'}
            data-testid="compose-sign-outcome"
            className={clsx('text-[13px]', snap.signing.outcome.kind === 'error' ? 'text-bad' : 'text-ok')}
          >
            {snap.signing.outcome.message}
          </p>
        )}
      </div>
      {kmd !== undefined && (
        <KmdDialog
          open={kmdFor !== undefined}
          onOpenChange={(open) => !open && setKmdFor(undefined)}
          kmd={kmd}
          action={L.kmdSign}
          onSubmit={signWithKmd}
        />
      )}
    </Panel>
  );
}
