import { bytesToBase64 } from '@sextant/core/wallet/parseDataInput';
import { useState } from 'react';
import { SIGN_DATA_LABELS as L } from '../signData/signDataLabels';
import { SignPanel } from '../signData/SignPanel';
import { VerifyPanel, type VerifyInput } from '../signData/VerifyPanel';
import { PageIntro } from '../../../ui/PageIntro';

const EMPTY: VerifyInput = { address: '', signature: '', data: '', encoding: 'text', domain: '' };

/**
 * `/tools/sign-data`: sign bytes with the connected wallet (ARC-60) and verify any signature. A new
 * signature fills the verify form (remounted with it), so checking it, or a changed byte, is one click.
 */
export function SignDataToolPage() {
  const [verify, setVerify] = useState({
    key: 0,
    input: { ...EMPTY, domain: globalThis.location?.host ?? '' },
  });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · Sextant`} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <SignPanel
          onSigned={(signed) =>
            setVerify((current) => ({
              key: current.key + 1,
              input: {
                address: signed.result.signer,
                signature: bytesToBase64(signed.result.signature),
                data: signed.data,
                encoding: signed.encoding,
                domain: signed.domain,
              },
            }))
          }
        />
        <VerifyPanel key={verify.key} initial={verify.input} />
      </div>
    </div>
  );
}
