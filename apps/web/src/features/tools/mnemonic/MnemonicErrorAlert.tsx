import { MnemonicError } from '@sextant/core/catalogue/MnemonicError';
import { splitPhrase } from '@sextant/core/mnemonic/readPhrase';
import { StateMessage } from '../../../ui/StateMessage';
import { MNEMONIC_LABELS as L, MNEMONIC_TEST_IDS as T } from '../mnemonicLabels';

/**
 * A phrase or key that does not convert. Core's message names positions only (it may be logged);
 * the words themselves are shown here, on the page, from what the person typed.
 */
export function MnemonicErrorAlert({ error, phrase }: { error: unknown; phrase?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  const positions =
    error instanceof MnemonicError && error.code === 'MNEMONIC_UNKNOWN_WORD' && phrase !== undefined
      ? ((error.details['positions'] as number[] | undefined) ?? [])
      : [];
  const words = splitPhrase(phrase ?? '');
  const unknown = positions.map((p) => words[p - 1] ?? '');
  return (
    <div data-testid={T.error}>
      <StateMessage kind="error">
        <p>{message}</p>
        {unknown.length > 0 && <p className="mt-1 font-mono text-[13px]">{L.notInList(unknown)}</p>}
      </StateMessage>
    </div>
  );
}
