import { accountToPhrase, readSecretKey, type RecoveredAccount } from '@sextant/core/mnemonic/mnemonicTools';
import { useState } from 'react';
import { MNEMONIC_LABELS as L } from '../mnemonicLabels';
import { AccountOutputs } from './AccountOutputs';
import { MnemonicErrorAlert } from './MnemonicErrorAlert';
import { Actions } from './PhraseTab';
import { SecretInput } from './SecretInput';

type Result =
  | { kind: 'none' }
  | { kind: 'ok'; account: RecoveredAccount; phrase: string }
  | { kind: 'error'; error: unknown };

/** A secret key (64 bytes, or the 32-byte seed) → its address and phrase. */
export function SecretKeyTab() {
  const [key, setKey] = useState('');
  const [result, setResult] = useState<Result>({ kind: 'none' });
  const convert = () => {
    try {
      const account = readSecretKey(key);
      setResult({ kind: 'ok', account, phrase: accountToPhrase(account.secretKey) });
    } catch (error) {
      setResult({ kind: 'error', error });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <SecretInput
        label={L.secretKey}
        value={key}
        onChange={(v) => {
          setKey(v);
          setResult({ kind: 'none' });
        }}
        rows={2}
      />
      <Actions
        canConvert={key.trim() !== ''}
        onConvert={convert}
        onClear={() => {
          setKey('');
          setResult({ kind: 'none' });
        }}
      />
      {result.kind === 'error' && <MnemonicErrorAlert error={result.error} />}
      {result.kind === 'ok' && <AccountOutputs account={result.account} phrase={result.phrase} />}
    </div>
  );
}
