import type algosdk from 'algosdk';
import { MULTISIG_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MultisigError } from '../catalogue/MultisigError';
import { SextantError } from '../errors/SextantError';
import { concatBytes } from '../encoding/concatBytes';
import { decodeItems } from '../offline/decodeTransactions';
import { bundleFromFile } from './bundleFile';
import type { MultisigBundle } from './MultisigBundle';

/** What a person brought to a signing session. */
export type BundleInput =
  /** A bundle (some multisig signatures, maybe none): its parameters travel with it. */
  | { kind: 'bundle'; bundle: MultisigBundle }
  /** Unsigned transactions: the session needs the multisig account they are to be signed by. */
  | { kind: 'unsigned'; txns: algosdk.Transaction[]; senders: string[] };

/**
 * Reads pasted text (base64, base64url as in a link's fragment, hex) or a file: a bundle as goal
 * and Sextant write it (multisig SignedTxns), or an unsigned transaction / group (bare or as
 * `goal clerk send -o` writes it). A transaction already signed by a single key or a logic sig
 * cannot join a multisig session and is refused, naming it.
 */
export function readBundleInput(input: string | Uint8Array): BundleInput {
  let items;
  try {
    items = decodeItems(typeof input === 'string' ? input.replace(/^#?(msig|bundle)=/, '') : input);
  } catch (e) {
    throw new MultisigError(
      'MSIG_BAD_BUNDLE',
      M.badBundle(
        e instanceof SextantError
          ? e.message.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())
          : 'unreadable',
      ),
    );
  }
  const kinds = items.map((i) => i.readable.signature.kind);
  const foreign = kinds.findIndex((k) => k === 'single' || k === 'logicsig');
  if (foreign >= 0) {
    throw new MultisigError(
      'MSIG_BAD_BUNDLE',
      M.badBundle(`transaction ${foreign + 1} is already signed without multisig`),
    );
  }
  if (kinds.includes('multisig'))
    return { kind: 'bundle', bundle: bundleFromFile(concatBytes(items.map((i) => i.bytes))) };
  return {
    kind: 'unsigned',
    txns: items.map((i) => i.txn),
    senders: items.map((i) => i.readable.sender),
  };
}
