import { isValidAddress } from '@sextant/core/address/isValidAddress';
import { arc60AuthenticatorData, verifyArc60 } from '@sextant/core/wallet/arc60';
import { parseDataInput, type DataEncoding } from '@sextant/core/wallet/parseDataInput';
import { ShieldCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { DataInput } from './DataInput';
import { SIGN_DATA_LABELS as L, SIGN_DATA_TEST_IDS as T } from './signDataLabels';

export interface VerifyInput {
  address: string;
  signature: string;
  data: string;
  encoding: DataEncoding;
  domain: string;
}

type Outcome = { valid: boolean; address: string } | undefined;

/** Checks an ARC-60 signature against an address, the data and the domain, all in the page. */
export function VerifyPanel({ initial }: { initial: VerifyInput }) {
  const [input, setInput] = useState(initial);
  const [errors, setErrors] = useState<{ address?: string; signature?: string; data?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const set = (patch: Partial<VerifyInput>) => {
    setInput((current) => ({ ...current, ...patch }));
    setOutcome(undefined);
  };

  const verify = async () => {
    const found: typeof errors = {};
    const address = input.address.trim();
    if (!isValidAddress(address)) found.address = L.badAddress;
    let signature: Uint8Array | undefined;
    try {
      signature = parseDataInput(input.signature, 'base64');
      if (signature.length !== 64) throw new Error(L.badSignature);
    } catch {
      found.signature = L.badSignature;
    }
    let data: Uint8Array | undefined;
    try {
      data = parseDataInput(input.data, input.encoding);
    } catch (caught) {
      found.data = caught instanceof Error ? caught.message : String(caught);
    }
    setErrors(found);
    if (signature === undefined || data === undefined || found.address !== undefined) return;
    const valid = await verifyArc60(signature, data, await arc60AuthenticatorData(input.domain), address);
    setOutcome({ valid, address });
  };

  return (
    <Panel title={L.verifyHeading}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <Field
          label={L.address}
          value={input.address}
          error={errors.address}
          onChange={(e) => set({ address: e.target.value })}
        />
        <Field
          label={L.signature}
          value={input.signature}
          error={errors.signature}
          onChange={(e) => set({ signature: e.target.value })}
        />
        <DataInput
          value={input.data}
          encoding={input.encoding}
          error={errors.data}
          onChange={(data) => set({ data })}
          onEncodingChange={(encoding) => set({ encoding })}
        />
        <Field
          label={L.domain}
          hint={L.domainHint}
          value={input.domain}
          onChange={(e) => set({ domain: e.target.value })}
        />
        <div>
          <Button type="submit">{L.verify}</Button>
        </div>
        {outcome !== undefined && (
          <p
            role="status"
            data-testid={T.verifyResult}
            data-valid={outcome.valid}
            className={
              outcome.valid
                ? 'flex items-start gap-2 rounded-md border border-ok/40 bg-ok-soft px-3 py-2 text-[13px] break-words'
                : 'flex items-start gap-2 rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px] break-words'
            }
          >
            {outcome.valid ? (
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-ok" aria-hidden />
            ) : (
              <ShieldX className="mt-0.5 size-4 shrink-0 text-bad" aria-hidden />
            )}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {outcome.valid ? L.valid(outcome.address) : L.invalid(outcome.address)}
            </span>
          </p>
        )}
      </form>
    </Panel>
  );
}
