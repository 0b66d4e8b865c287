import type { MultisigParams } from '../multisig/MultisigParams';
import type { GroupSigner } from '../signing/GroupSigner';
import { createMultisigMemberSigner } from '../signing/signers/createMultisigMemberSigner';
import type { MultisigMemberKey } from '../signing/signers/MultisigMemberKey';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { builtTransactions } from './buildGroup';
import type { ComposeAction } from './composeReducer';
import { COMPOSE_MESSAGES } from './composeMessages';
import type { SignOutcome } from './ComposeSnapshot';
import type { ComposeStore } from './ComposeStore';
import { signatureComplete } from './mergeSignedTxn';
import { messageOf } from './messageOf';
import { positionsSignableBy, requiredSigners } from './requiredSigners';

type AuthAddresses = ReadonlyMap<string, string>;

/**
 * Collecting the built group's signatures from any GroupSigner: each signer signs the positions
 * still unsigned whose key it holds, every signature goes through the reducer (which checks it is
 * the transaction that was built), and the outcome is told in one sentence.
 */
export class GroupSigning {
  readonly #store: ComposeStore;
  readonly #dispatch: (action: ComposeAction) => void;

  constructor(store: ComposeStore, dispatch: (action: ComposeAction) => void) {
    this.#store = store;
    this.#dispatch = dispatch;
  }

  /** Signs with one signer, the sender's key or a rekeyed sender's auth address (`authAddresses`). */
  sign = (signer: GroupSigner, authAddresses: AuthAddresses): Promise<void> =>
    this.signAll(signer.label, [signer], authAddresses);

  /**
   * Signs with several signers in turn under one name (kmd's own keys, then as each multisig member
   * it holds); says so when none of them held a key the group still needs.
   */
  signAll = (label: string, signers: readonly GroupSigner[], authAddresses: AuthAddresses): Promise<void> =>
    this.#signing(label, async () => {
      let count = 0;
      for (const signer of signers) count += await this.#signOnce(signer, authAddresses);
      if (count === 0) throw new Error(COMPOSE_MESSAGES.noneSignable(label));
      return count;
    });

  /**
   * Opens signers (kmd with its password, say) and signs with them; a failure to open is reported
   * as such ("could not open wallet X"), not as a failure to sign.
   */
  signWith = async (
    label: string,
    open: () => Promise<readonly GroupSigner[]>,
    authAddresses: AuthAddresses,
  ): Promise<void> => {
    const signers = await this.open(open);
    if (signers !== undefined) await this.signAll(label, signers, authAddresses);
  };

  /** Signs as one member of a multisig account: its sub-signature joins those already collected. */
  signAsMember = (msig: MultisigParams, member: MultisigMemberKey, authAddresses: AuthAddresses) =>
    this.sign(createMultisigMemberSigner(msig, member), authAddresses);

  /** Opens signers; the addresses they hold become known to the address fields. */
  async open(open: () => Promise<readonly GroupSigner[]>): Promise<readonly GroupSigner[] | undefined> {
    this.#store.set({ signing: { busy: true, outcome: undefined } });
    try {
      const signers = await open();
      // A multisig member signs for the multisig address: not an account of its own to offer.
      this.learnAddresses(signers.flatMap((x) => (x.kind === 'multisigMember' ? [] : x.addresses)));
      this.#store.set({ signing: { busy: false, outcome: undefined } });
      return signers;
    } catch (e) {
      this.#store.set({ signing: { busy: false, outcome: { kind: 'error', message: messageOf(e) } } });
      return undefined;
    }
  }

  /** Adds addresses a signer holds to those offered in address fields. */
  learnAddresses = (addresses: readonly string[]): void => {
    const { knownAddresses } = this.#store.getSnapshot();
    const known = [...new Set([...knownAddresses, ...addresses])];
    if (known.length !== knownAddresses.length) this.#store.set({ knownAddresses: known });
  };

  /** Reports the outcome of something done outside (a file of signatures imported, say). */
  report = (outcome: SignOutcome | undefined): void => {
    this.#store.set({ signing: { busy: false, outcome } });
  };

  /** One signer's positions: those still unsigned whose key it holds; how many it signed. */
  async #signOnce(signer: GroupSigner, authAddresses: AuthAddresses): Promise<number> {
    const g = this.#store.getSnapshot().group;
    if (g.built === undefined || g.status !== 'built') throw new Error(COMPOSE_MESSAGES.notBuilt);
    const txns = builtTransactions(g.built);
    const signers = requiredSigners(txns, authAddresses);
    const positions = positionsSignableBy(signers, signer.addresses).filter(
      (i) => !signatureComplete(g.signatures[i] ?? null),
    );
    if (positions.length === 0) return 0;
    const signed = await signer.signGroup(txns, positions, { signerKeys: signers.map((s) => s.signer) });
    return this.#accept(signed, signer.kind === 'impersonation');
  }

  #accept(signed: readonly (Uint8Array | null)[], impersonated = false): number {
    let count = 0;
    signed.forEach((bytes, position) => {
      if (bytes === null || bytes === undefined) return;
      this.#dispatch({ type: 'signed', position, signedTxn: bytesToBase64(bytes), impersonated });
      count++;
    });
    const refusal = this.#store.getSnapshot().group.refusal;
    if (refusal) throw new Error(refusal.message);
    return count;
  }

  async #signing(label: string, work: () => Promise<number>): Promise<void> {
    this.#store.set({ signing: { busy: true, outcome: undefined } });
    let outcome: SignOutcome;
    try {
      outcome = { kind: 'ok', message: COMPOSE_MESSAGES.signedBy(await work(), label) };
    } catch (e) {
      outcome = { kind: 'error', message: messageOf(e) };
    }
    this.#store.set({ signing: { busy: false, outcome } });
  }
}
