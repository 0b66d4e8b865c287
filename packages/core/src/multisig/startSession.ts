import { bundleTransactions, createBundle, type MultisigBundle } from './MultisigBundle';
import { multisigAccount, type MultisigParams } from './MultisigParams';
import type { BundleInput } from './readBundleInput';

export type SessionStart =
  | {
      kind: 'started';
      bundle: MultisigBundle;
      /** 1-based positions of transactions not sent by the multisig account (rekeyed senders). */
      otherSenders: { position: number; sender: string }[];
    }
  /** Unsigned transactions whose multisig account is not among those known: the person must build it. */
  | { kind: 'needsAccount'; sender: string };

/**
 * A session from what was imported. A bundle carries its account. Unsigned transactions take the
 * first known account (saved, or being built) whose address is the first transaction's sender.
 */
export function startSession(input: BundleInput, known: readonly MultisigParams[]): SessionStart {
  if (input.kind === 'bundle')
    return { kind: 'started', bundle: input.bundle, otherSenders: others(input.bundle) };
  const first = input.senders[0] ?? '';
  const params = known.find((p) => multisigAccount(p) === first);
  if (params === undefined) return { kind: 'needsAccount', sender: first };
  const bundle = createBundle(params, input.txns);
  return { kind: 'started', bundle, otherSenders: others(bundle) };
}

function others(bundle: MultisigBundle): { position: number; sender: string }[] {
  const address = multisigAccount(bundle.params);
  return bundleTransactions(bundle).flatMap((t, i) => {
    const sender = t.sender.toString();
    return sender === address ? [] : [{ position: i + 1, sender }];
  });
}
