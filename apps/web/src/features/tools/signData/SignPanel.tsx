import type { DataSignature } from '@sextant/core/signing/signDataWithWallet';
import { parseDataInput, bytesToBase64, type DataEncoding } from '@sextant/core/wallet/parseDataInput';
import { WALLET_MESSAGES } from '@sextant/core/wallet/walletMessages';
import { Loader2, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { useConnectedWallet } from '../../wallet/ConnectedWalletContext';
import { DataInput } from './DataInput';
import { SIGN_DATA_LABELS as L, SIGN_DATA_TEST_IDS as T } from './signDataLabels';

export interface SignedData {
  data: string;
  encoding: DataEncoding;
  domain: string;
  result: DataSignature;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Signs bytes with the connected wallet through the signing service (which refuses where it cannot). */
export function SignPanel({ onSigned }: { onSigned(signed: SignedData): void }) {
  const wallet = useConnectedWallet();
  const [data, setData] = useState('');
  const [encoding, setEncoding] = useState<DataEncoding>('text');
  const [domain, setDomain] = useState(() => globalThis.location?.host ?? '');
  const [dataError, setDataError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [signed, setSigned] = useState<SignedData>();

  const sign = async () => {
    if (wallet === null) return;
    setError(undefined);
    let bytes: Uint8Array;
    try {
      bytes = parseDataInput(data, encoding);
      setDataError(undefined);
    } catch (caught) {
      setDataError(messageOf(caught));
      return;
    }
    setBusy(true);
    try {
      const result = await wallet.signData(bytes, domain);
      const done = { data, encoding, domain, result };
      setSigned(done);
      onSigned(done);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const signature = signed === undefined ? '' : bytesToBase64(signed.result.signature);
  return (
    <Panel title={L.signHeading}>
      <div className="flex flex-col gap-3">
        {wallet === null ? (
          <StateMessage kind="empty">{L.noWallet}</StateMessage>
        ) : (
          <p className="text-[13px] text-muted [overflow-wrap:anywhere]">
            {L.signingAs(wallet.provider, wallet.address)}
          </p>
        )}
        {wallet !== null && !wallet.canSignData && (
          <div data-testid={T.unsupported}>
            <StateMessage kind="empty">
              {WALLET_MESSAGES.cannotSignData(wallet.provider, wallet.dataSigners)}
            </StateMessage>
          </div>
        )}
        <DataInput
          value={data}
          encoding={encoding}
          error={dataError}
          onChange={setData}
          onEncodingChange={setEncoding}
        />
        <Field
          label={L.domain}
          hint={L.domainHint}
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
        />
        <div>
          <Button
            variant="primary"
            disabled={wallet === null || !wallet.canSignData || busy}
            onClick={() => void sign()}
          >
            {busy ? (
              <Loader2 className="size-3.5 animate-spin" aria-hidden />
            ) : (
              <PenLine className="size-3.5" aria-hidden />
            )}
            {busy ? L.signing : L.sign}
          </Button>
        </div>
        {error !== undefined && (
          <div data-testid={T.signError}>
            <StateMessage kind="error">{error}</StateMessage>
          </div>
        )}
        {signed !== undefined && (
          <dl className="flex flex-col gap-2 rounded-md border border-line bg-sunken/50 p-3 text-[13px]">
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted">{L.signature}</dt>
              <dd className="flex items-start gap-1">
                <span className="min-w-0 flex-1 font-mono break-all" data-testid={T.signature}>
                  {signature}
                </span>
                <CopyButton value={signature} what={L.signature} />
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted">{L.signer}</dt>
              <dd className="font-mono break-all" data-testid={T.signer}>
                {signed.result.signer}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted">{L.authenticatorData}</dt>
              <dd className="font-mono break-all">{bytesToBase64(signed.result.authenticatorData)}</dd>
            </div>
          </dl>
        )}
      </div>
    </Panel>
  );
}
