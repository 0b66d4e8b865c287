import { formatAlgos } from '@sextant/core/format/formatAlgos';
import { paymentDraft } from '@sextant/core/lsig/paymentDraft';
import { openKmdSigner } from '@sextant/core/signing/signers/openKmdSigner';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Loader2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { queryKeys } from '../../../app/queries/queryKeys';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';
import { useSendSigned } from '../useSendSigned';
import { KmdAccountFields, type KmdChoice } from './KmdAccountFields';
import { OutcomeNote, type Outcome } from './OutcomeNote';
import { RadioChoice } from './RadioChoice';

/** The account the logic sig signs for: address, balance from algod, and a payment to fund it. */
export function AccountPanel({ address, delegated }: { address: string | undefined; delegated: boolean }) {
  const network = useActiveNetwork();
  const { algod, kmd } = useNetworkClients();
  const wallet = useWalletSigner();
  const send = useSendSigned();
  // The connected wallet's active account pays unless the person picks kmd (a wallet connected
  // after the page opened becomes the default too); kmd only without a wallet.
  const [chosen, setFrom] = useState<'kmd' | 'wallet' | undefined>();
  const from = chosen ?? (wallet !== null || !kmd ? 'wallet' : 'kmd');
  const [kmdChoice, setKmdChoice] = useState<KmdChoice>({ wallet: '', password: '', address: '' });
  const [amount, setAmount] = useState('1');
  const [outcome, setOutcome] = useState<Outcome>();
  const balance = useQuery({
    queryKey: queryKeys.algod.account(network.id, address ?? ''),
    queryFn: () => algod.accountInformation(address ?? '').do(),
    enabled: address !== undefined,
  });
  const fund = useMutation({
    mutationFn: async () => {
      if (address === undefined) throw new Error(L.needCompile);
      const sender = from === 'wallet' ? wallet?.addresses[0] : kmdChoice.address;
      const built = paymentDraft(
        { sender: sender ?? '', receiver: address, amount },
        await algod.getTransactionParams().do(),
      );
      if (!built.ok) throw new Error(Object.values(built.errors).join(' '));
      const signer =
        from === 'wallet' && wallet
          ? wallet
          : await openKmdSigner(kmd!, kmdChoice.wallet, kmdChoice.password);
      const [signed] = await signer.signGroup([built.txn], [0]);
      if (!signed) throw new Error('The signer did not sign.');
      const result = await send([signed], [address, sender ?? '']);
      if (result.kind === 'committed') return L.fundSent(amount.trim());
      throw result.error;
    },
    onSuccess: (text) => setOutcome({ ok: true, text }),
    onError: (e) => setOutcome({ ok: false, text: e.message }),
  });
  const micro = balance.data?.amount;
  return (
    <Panel title={L.account}>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted">{delegated ? L.spendsFor : L.escrow}</dt>
          <dd className="mt-0.5 flex min-w-0 items-center gap-1 font-mono text-[12px]">
            {address === undefined ? (
              <span className="text-muted">{L.needCompile}</span>
            ) : (
              <>
                <Link
                  to={`/${network.id}/account/${address}`}
                  className="truncate text-accent hover:underline"
                  data-testid="lsig-address"
                >
                  {address}
                </Link>
                <CopyButton value={address} what="address" />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{L.balance}</dt>
          <dd className="mt-0.5 font-mono" data-testid="lsig-balance">
            {address === undefined
              ? '—'
              : micro === undefined
                ? balance.isLoading
                  ? '…'
                  : L.balanceUnknown
                : formatAlgos(micro)}
          </dd>
        </div>
      </dl>
      {address !== undefined && (
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
          <RadioChoice
            label={L.fundFrom}
            value={from}
            onChange={setFrom}
            options={[
              ...(wallet
                ? [
                    {
                      value: 'wallet' as const,
                      label: (
                        <>
                          <Wallet className="size-3.5" aria-hidden /> {L.connectedWallet(wallet.label)}
                        </>
                      ),
                    },
                  ]
                : []),
              ...(kmd ? [{ value: 'kmd' as const, label: 'kmd' }] : []),
            ]}
          />
          {from === 'kmd' && kmd && <KmdAccountFields kmd={kmd} value={kmdChoice} onChange={setKmdChoice} />}
          <div className="flex items-end gap-2">
            <Field
              label={L.fundAmount}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="w-40"
            />
            <Button variant="primary" onClick={() => fund.mutate()} disabled={fund.isPending}>
              {fund.isPending && <Loader2 className="size-3.5 animate-spin" />}
              {L.fund}
            </Button>
          </div>
          <OutcomeNote outcome={outcome} />
        </div>
      )}
    </Panel>
  );
}
