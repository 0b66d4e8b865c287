import {
  masterDerivationKeyToPhrase,
  phraseToMasterDerivationKey,
} from '@sextant/core/mnemonic/mnemonicTools';
import { splitPhrase } from '@sextant/core/mnemonic/readPhrase';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { useState } from 'react';
import { MNEMONIC_LABELS as L, MNEMONIC_TEST_IDS as T } from '../mnemonicLabels';
import { MnemonicErrorAlert } from './MnemonicErrorAlert';
import { Actions } from './PhraseTab';
import { SecretInput } from './SecretInput';
import { SecretOutput } from './SecretOutput';

type Result =
  | { kind: 'none' }
  | { kind: 'mdk'; mdk: string }
  | { kind: 'phrase'; phrase: string }
  | { kind: 'error'; error: unknown; phrase?: string };

/** kmd's master derivation key ↔ its 25-word phrase (kmd's export / import of a wallet). */
export function MdkTab() {
  const [phrase, setPhrase] = useState('');
  const [mdk, setMdk] = useState('');
  const [result, setResult] = useState<Result>({ kind: 'none' });
  const clear = () => {
    setPhrase('');
    setMdk('');
    setResult({ kind: 'none' });
  };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-3">
        <h3 className="text-[13px] font-semibold">{L.phraseToMdk}</h3>
        <SecretInput
          label={L.mdkPhrase}
          value={phrase}
          onChange={setPhrase}
          placeholder={L.phrasePlaceholder}
          hint={L.wordCount(splitPhrase(phrase).length)}
        />
        <Actions
          canConvert={phrase.trim() !== ''}
          onClear={clear}
          onConvert={() => {
            try {
              setResult({ kind: 'mdk', mdk: bytesToBase64(phraseToMasterDerivationKey(phrase)) });
            } catch (error) {
              setResult({ kind: 'error', error, phrase });
            }
          }}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <h3 className="text-[13px] font-semibold">{L.mdkToPhrase}</h3>
        <SecretInput label={L.mdk} value={mdk} onChange={setMdk} rows={2} />
        <Actions
          canConvert={mdk.trim() !== ''}
          onClear={clear}
          onConvert={() => {
            try {
              setResult({ kind: 'phrase', phrase: masterDerivationKeyToPhrase(mdk) });
            } catch (error) {
              setResult({ kind: 'error', error });
            }
          }}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-3 md:col-span-2">
        {result.kind === 'error' && (
          <MnemonicErrorAlert
            error={result.error}
            {...(result.phrase !== undefined && { phrase: result.phrase })}
          />
        )}
        {result.kind === 'mdk' && <SecretOutput label={L.outMdk} value={result.mdk} testId={T.mdk} secret />}
        {result.kind === 'phrase' && (
          <SecretOutput label={L.outMdkPhrase} value={result.phrase} testId={T.mdkPhrase} secret />
        )}
      </div>
    </div>
  );
}
