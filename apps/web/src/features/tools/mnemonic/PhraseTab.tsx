import { phraseToAccount, type RecoveredAccount } from '@sextant/core/mnemonic/mnemonicTools';
import { splitPhrase } from '@sextant/core/mnemonic/readPhrase';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { MNEMONIC_LABELS as L } from '../mnemonicLabels';
import { AccountOutputs } from './AccountOutputs';
import { MnemonicErrorAlert } from './MnemonicErrorAlert';
import { SecretInput } from './SecretInput';

type Result =
  { kind: 'none' } | { kind: 'ok'; account: RecoveredAccount } | { kind: 'error'; error: unknown };

/** A 25-word phrase → the account's address and secret key. */
export function PhraseTab() {
  const [phrase, setPhrase] = useState('');
  const [result, setResult] = useState<Result>({ kind: 'none' });
  const count = splitPhrase(phrase).length;
  const convert = () => {
    try {
      setResult({ kind: 'ok', account: phraseToAccount(phrase) });
    } catch (error) {
      setResult({ kind: 'error', error });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <SecretInput
        label={L.phrase}
        value={phrase}
        onChange={(v) => {
          setPhrase(v);
          setResult({ kind: 'none' });
        }}
        placeholder={L.phrasePlaceholder}
        hint={L.wordCount(count)}
      />
      <Actions
        canConvert={phrase.trim() !== ''}
        onConvert={convert}
        onClear={() => {
          setPhrase('');
          setResult({ kind: 'none' });
        }}
      />
      {result.kind === 'error' && <MnemonicErrorAlert error={result.error} phrase={phrase} />}
      {result.kind === 'ok' && <AccountOutputs account={result.account} />}
    </div>
  );
}

export function Actions({
  canConvert,
  onConvert,
  onClear,
  convertLabel = L.convert,
}: {
  canConvert: boolean;
  onConvert: () => void;
  onClear: () => void;
  convertLabel?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="primary" disabled={!canConvert} onClick={onConvert}>
        {convertLabel}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {L.clear}
      </Button>
    </div>
  );
}
