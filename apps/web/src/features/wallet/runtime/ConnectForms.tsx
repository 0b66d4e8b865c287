import { readPhrase } from '@sextant/core/mnemonic/readPhrase';
import { SextantError } from '@sextant/core/errors/SextantError';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { CheckField } from '../../../ui/CheckField';
import { Field } from '../../../ui/Field';
import { TextAreaField } from '../../../ui/TextAreaField';
import { WALLET_DIALOG_LABELS as L, WALLET_PROVIDER_HINTS } from '../walletDialogLabels';
import { DEFAULT_KMD_WALLET } from './kmdSettings';

interface FormProps<T extends unknown[]> {
  busy: boolean;
  onBack(): void;
  onSubmit(...values: T): void;
}

function FormButtons({ busy, submit, onBack }: { busy: boolean; submit: string; onBack(): void }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {L.back}
      </Button>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy && <Loader2 className="size-3.5 animate-spin" aria-hidden />}
        {busy ? L.connecting : submit}
      </Button>
    </div>
  );
}

/** kmd: which wallet and its password, asked here rather than by window.prompt. */
export function KmdForm({ busy, onBack, onSubmit }: FormProps<[string, string]>) {
  const [name, setName] = useState(DEFAULT_KMD_WALLET);
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name.trim() || DEFAULT_KMD_WALLET, password);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-xs text-muted">{WALLET_PROVIDER_HINTS.kmd}</p>
      <Field label={L.kmdWalletName} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      <Field
        label={L.kmdPassword}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormButtons busy={busy} submit={L.kmdConnect} onBack={onBack} />
    </form>
  );
}

/** The development-only mnemonic provider: the phrase is checked here (count, words, checksum) first. */
export function MnemonicForm({ busy, onBack, onSubmit }: FormProps<[string, boolean]>) {
  const [phrase, setPhrase] = useState('');
  // Off by default: the phrase stays in this tab's memory (it survives moving between screens, not
  // a reload); remembering it on the device is the person's explicit choice.
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      readPhrase(phrase);
    } catch (caught) {
      setError(caught instanceof SextantError ? caught.message : String(caught));
      return;
    }
    setError(undefined);
    onSubmit(
      phrase
        .trim()
        .toLowerCase()
        .split(/[\s,;]+/)
        .join(' '),
      remember,
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-xs text-muted">{WALLET_PROVIDER_HINTS.mnemonic}</p>
      <TextAreaField label={L.mnemonicPhrase} rows={4} value={phrase} onChange={setPhrase} error={error} />
      <CheckField
        label={L.mnemonicRemember}
        note={L.mnemonicRememberHint(remember)}
        checked={remember}
        onChange={setRemember}
      />
      <FormButtons busy={busy} submit={L.mnemonicConnect} onBack={onBack} />
    </form>
  );
}
