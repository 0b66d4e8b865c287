import {
  delegateWithKmd,
  delegateWithSecretKey,
  memberSignWithKmd,
  memberSignWithSecretKey,
} from '@sextant/core/lsig/delegateProgram';
import { delegateWithPQKey } from '@sextant/core/lsig/delegateWithPQKey';
import type { LmsigDelegation } from '@sextant/core/lsig/multisigDelegation';
import type { LsigDelegation } from '@sextant/core/lsig/SavedLogicSig';
import { phraseToAccount } from '@sextant/core/mnemonic/mnemonicTools';
import { walletDelegation } from '@sextant/core/lsig/walletDelegation';
import { isTestNetwork } from '@sextant/core/wallet/offeredProviders';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { Tabs } from '../../../ui/Tabs';
import { TextAreaField } from '../../../ui/TextAreaField';
import { Panel } from '../../../ui/Panel';
import { SelectField } from '../../../ui/SelectField';
import { usePQKeys } from '../../pq/usePQKeys';
import { useConnectedWallet } from '../../wallet/ConnectedWalletContext';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';
import { DelegatedBy } from './DelegatedBy';
import { KmdAccountFields, type KmdChoice } from './KmdAccountFields';
import { MultisigDelegationProgress } from './MultisigDelegationProgress';
import { MultisigStartForm } from './MultisigStartForm';
import { OutcomeNote } from './OutcomeNote';
import { RadioChoice, type RadioOption } from './RadioChoice';
import { WalletDelegationList } from './WalletDelegationList';

type Method = 'kmd' | 'phrase' | 'wallet' | 'pq';

/** The members of a multisig delegation who have not signed yet: those worth offering. */
const toSign = (d: LmsigDelegation) => (address: string) =>
  d.msig.addrs.some((a, i) => a === address && !d.sigs[i]);

/**
 * Delegation: one account signs "Program" ‖ program (kmd `/v1/program/sign` or a recovery phrase on
 * test networks), a post-quantum account held in this tab signs "ProgramPQ" ‖ program, or a multisig's members sign the lmsig form in turns, here or in other browsers
 * (their exports merge on import). Of the connected wallets only the recovery-phrase one can sign
 * a program (Sextant holds its key); for the others the reason is said (core's walletDelegation).
 */
export function DelegatePanel({
  program,
  delegation,
  onDelegation,
}: {
  program: Uint8Array | undefined;
  delegation: LsigDelegation | undefined;
  onDelegation: (d: LsigDelegation | undefined) => void;
}) {
  const network = useActiveNetwork();
  const { kmd } = useNetworkClients();
  const testNet = isTestNetwork(network.id, undefined);
  const connected = useConnectedWallet();
  const walletCan = connected ? walletDelegation(connected.providerId) : undefined;
  const walletSigns = walletCan?.can === true ? connected?.withSecretKey : undefined;
  const [mode, setMode] = useState<'single' | 'multisig'>('single');
  // The connected wallet signs when it can delegate; kmd only when chosen (or with no wallet).
  const [chosenMethod, setMethod] = useState<Method | undefined>();
  const method: Method = chosenMethod ?? (walletSigns !== undefined ? 'wallet' : kmd ? 'kmd' : 'phrase');
  const [kmdChoice, setKmdChoice] = useState<KmdChoice>({ wallet: '', password: '', address: '' });
  const [phrase, setPhrase] = useState('');
  const [error, setError] = useState<string>();
  const pqKeys = usePQKeys(network.id);
  const [pqAddress, setPqAddress] = useState('');
  const pqKey = pqKeys.find((k) => k.address === pqAddress) ?? pqKeys[0];

  const act = useMutation({
    mutationFn: async (kind: 'single' | 'member'): Promise<LsigDelegation> => {
      if (!program) throw new Error(L.needCompile);
      if (method === 'phrase' && !testNet) throw new Error(L.phraseOnlyTest);
      if (method === 'pq') {
        if (kind !== 'single') throw new Error(L.pqNotMember);
        if (pqKey === undefined) throw new Error(L.methodPQ);
        return delegateWithPQKey(program, pqKey);
      }
      if (method === 'wallet') {
        if (!walletSigns) throw new Error(walletCan?.can === false ? walletCan.reason : L.noWalletConnected);
        const d = delegation as LmsigDelegation;
        return walletSigns((sk) =>
          Promise.resolve(
            kind === 'single' ? delegateWithSecretKey(program, sk) : memberSignWithSecretKey(program, d, sk),
          ),
        );
      }
      const key = method === 'phrase' ? phraseToAccount(phrase).secretKey : undefined;
      if (kind === 'single') {
        return key
          ? delegateWithSecretKey(program, key)
          : delegateWithKmd(kmd!, kmdChoice.wallet, kmdChoice.password, program, kmdChoice.address);
      }
      const d = delegation as LmsigDelegation;
      return key
        ? memberSignWithSecretKey(program, d, key)
        : memberSignWithKmd(kmd!, kmdChoice.wallet, kmdChoice.password, program, d, kmdChoice.address);
    },
    onSuccess: (d) => {
      setError(undefined);
      setPhrase('');
      // The account that just signed is not the next one to sign.
      setKmdChoice((c) => ({ ...c, address: '' }));
      onDelegation(d);
    },
    onError: (e) => setError(e.message),
  });

  const methods: RadioOption<Method>[] = [
    ...(connected && walletSigns
      ? [{ value: 'wallet' as const, label: L.connectedWallet(connected.provider) }]
      : []),
    ...(kmd ? [{ value: 'kmd' as const, label: 'kmd' }] : []),
    { value: 'phrase', label: L.methodPhrase, disabled: !testNet },
    ...(pqKeys.length > 0 && network.id !== 'mainnet' ? [{ value: 'pq' as const, label: L.methodPQ }] : []),
  ];

  const signerControls = (kind: 'single' | 'member', label: string) => (
    <div className="flex flex-col gap-3">
      <RadioChoice
        label={L.signWith}
        value={method}
        options={kind === 'member' ? methods.filter((m) => m.value !== 'pq') : methods}
        onChange={setMethod}
      />
      {walletCan?.can === false && (
        <p className="text-xs text-muted" data-testid="lsig-wallet-cannot">
          {walletCan.reason}
        </p>
      )}
      {method === 'wallet' ? (
        <p className="font-mono text-[12px] break-all text-muted">{connected?.address}</p>
      ) : method === 'pq' ? (
        <SelectField
          label={L.pqKey}
          value={pqKey?.address ?? ''}
          options={Object.fromEntries(pqKeys.map((k) => [k.address, k.address]))}
          onChange={setPqAddress}
          mono
        />
      ) : method === 'kmd' && kmd ? (
        <KmdAccountFields
          kmd={kmd}
          value={kmdChoice}
          onChange={setKmdChoice}
          accountLabel={kind === 'member' ? L.msigMember : L.kmdAccount}
          {...(kind === 'member' && delegation?.kind === 'lmsig' && { only: toSign(delegation) })}
        />
      ) : (
        <TextAreaField label={L.phrase} value={phrase} onChange={setPhrase} rows={2} />
      )}
      <div>
        <Button variant="primary" onClick={() => act.mutate(kind)} disabled={act.isPending || !program}>
          {act.isPending ? <Loader2 className="size-3.5 animate-spin" /> : <KeyRound className="size-3.5" />}
          {label}
        </Button>
      </div>
    </div>
  );

  let body: ReactNode;
  if (delegation?.kind === 'pqsig' || delegation?.kind === 'sig') {
    body = <DelegatedBy delegation={delegation} />;
  } else if (delegation?.kind === 'lmsig') {
    body = (
      <MultisigDelegationProgress delegation={delegation} signHere={signerControls('member', L.msigMember)} />
    );
  } else {
    body = (
      <Tabs
        label={L.delegate}
        value={mode}
        onValueChange={(m) => setMode(m === 'multisig' ? 'multisig' : 'single')}
        items={[
          {
            value: 'single',
            label: L.delegateSingle,
            content: signerControls(
              'single',
              method === 'kmd'
                ? L.delegateWithKmd
                : method === 'wallet'
                  ? L.delegateWithWallet(connected?.provider ?? '')
                  : method === 'pq'
                    ? L.delegateWithPQ
                    : L.delegateWithPhrase,
            ),
          },
          {
            value: 'multisig',
            label: L.delegateMultisig,
            content: <MultisigStartForm disabled={!program} onStart={onDelegation} onError={setError} />,
          },
        ]}
      />
    );
  }

  return (
    <Panel
      title={L.delegate}
      actions={
        delegation !== undefined && (
          <Button size="sm" variant="ghost" onClick={() => onDelegation(undefined)}>
            {L.removeDelegation}
          </Button>
        )
      }
    >
      <p className="mb-3 text-xs text-muted">{L.delegateHint}</p>
      {body}
      {error !== undefined && <OutcomeNote outcome={{ ok: false, text: error }} className="mt-3" />}
      <WalletDelegationList connected={connected?.providerId} />
    </Panel>
  );
}
