import { DISPENSER_WALLET } from '@sextant/core/fund/fundMessages';
import { fundingPayment } from '@sextant/core/fund/fundingPayment';
import { readFundRequest, type FundFieldErrors } from '@sextant/core/fund/readFundRequest';
import { generateAccount } from '@sextant/core/mnemonic/mnemonicTools';
import type { NetworkClients } from '@sextant/core/pipeline/networkClients';
import { openKmdSigner } from '@sextant/core/signing/signers/openKmdSigner';
import { HandCoins, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { SendStatus } from '../../../ui/send/SendStatus';
import { useSignAndSend } from '../../../ui/send/useSignAndSend';
import { EntityLink } from '../../explore/components/EntityLink';
import { explorePath } from '../../explore/explorePath';
import { useConnectedWallet } from '../../wallet/ConnectedWalletContext';
import { FUND_LABELS as L } from '../fundLabels';
import { NewAccountCard, type NewAccount } from './NewAccountCard';

/**
 * The address and amount fields, "Fund" and "Create and fund a new account". Each is one payment
 * from the dispenser, signed by kmd (`openKmdSigner` on the default wallet, no password) and sent
 * through `useSendAndFollow`. The amount is checked as typed, the address when left (or as typed
 * once it has a message), both again on submit.
 */
export function FundForm({ clients, dispenser }: { clients: NetworkClients; dispenser: string }) {
  // The target starts as the connected wallet's active account (and takes it when a wallet connects
  // while the field is still empty): funding "me" is the common case.
  const active = useConnectedWallet()?.address;
  const [address, setAddress] = useState(active ?? '');
  const [seenActive, setSeenActive] = useState(active);
  if (active !== seenActive) {
    setSeenActive(active);
    if (active !== undefined && address.trim() === '') setAddress(active);
  }
  const [amount, setAmount] = useState('10');
  const [errors, setErrors] = useState<FundFieldErrors>({});
  const [receiver, setReceiver] = useState<string>();
  const [created, setCreated] = useState<NewAccount>();
  const [action, setAction] = useState<'address' | 'new'>('address');
  const { state, signing, signError, busy, signAndSend, keepWaiting } = useSignAndSend(clients);

  /** One field's message for the values given (the other field keeps its own). */
  const check = (field: 'address' | 'amount', values: { address: string; amount: string }) => {
    const result = readFundRequest(values.address, values.amount);
    setErrors((previous) => ({ ...previous, [field]: result.ok ? undefined : result.errors[field] }));
  };

  const fund = async (newAccount: boolean) => {
    const result = readFundRequest(address, amount, newAccount);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const fresh = newAccount ? generateAccount() : undefined;
    const to = fresh?.address ?? result.request.receiver ?? '';
    setCreated(fresh);
    setReceiver(to);
    setAction(newAccount ? 'new' : 'address');
    await signAndSend(
      () => openKmdSigner(clients.kmd!, DISPENSER_WALLET, ''),
      (params) => fundingPayment(dispenser, to, result.request.microAlgos, params),
    );
  };

  // What the last action did, shown in the panel of the button that started it.
  const outcome = (
    <>
      {signing && (
        <p role="status" className="text-[13px] text-muted">
          {L.working}
        </p>
      )}
      {signError !== undefined && <ErrorAlert error={signError} testId={L.ids.error} />}
      <SendStatus
        state={state}
        networkId={clients.profile.id}
        ids={{ status: L.ids.status, error: L.ids.error, link: L.ids.txid }}
        onKeepWaiting={keepWaiting}
      />
      {state.kind === 'confirmed' && receiver !== undefined && action === 'address' && (
        <p className="text-[13px]">
          <Link
            to={explorePath(clients.profile.id, 'account', receiver)}
            className="text-accent hover:underline"
          >
            {L.openAccount}
          </Link>
        </p>
      )}
    </>
  );

  return (
    <>
      <Panel title={L.fundTitle}>
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void fund(false);
          }}
        >
          <p className="text-[13px] text-muted">
            {L.dispenser}{' '}
            <span data-testid={L.ids.dispenser}>
              <EntityLink kind="account" value={dispenser} short />
            </span>
          </p>
          <Field
            label={L.address}
            value={address}
            hint={L.addressHint}
            error={errors.address}
            onChange={(e) => {
              setAddress(e.target.value);
              // Checked as typed once it has a message or is an address's length; else when left.
              if (errors.address !== undefined || e.target.value.trim().length >= 58)
                check('address', { address: e.target.value, amount });
            }}
            onBlur={() => address !== '' && check('address', { address, amount })}
          />
          <Field
            label={L.amount}
            value={amount}
            inputMode="decimal"
            error={errors.amount}
            onChange={(e) => {
              setAmount(e.target.value);
              check('amount', { address, amount: e.target.value });
            }}
            className="max-w-48"
          />
          <div>
            <Button type="submit" variant="primary" disabled={busy}>
              <HandCoins className="size-3.5" aria-hidden />
              {L.fund}
            </Button>
          </div>
          {action === 'address' && outcome}
        </form>
      </Panel>
      <Panel title={L.newTitle}>
        <div className="flex flex-col gap-3">
          <p className="text-[13px] text-muted">{L.newIntro}</p>
          <div>
            <Button disabled={busy} onClick={() => void fund(true)}>
              <UserPlus className="size-3.5" aria-hidden />
              {L.createAndFund}
            </Button>
          </div>
          {created !== undefined && (
            <NewAccountCard
              key={created.address}
              account={created}
              kmd={clients.kmd}
              onHide={() => setCreated({ ...created, phrase: '' })}
            />
          )}
          {action === 'new' && outcome}
        </div>
      </Panel>
    </>
  );
}
