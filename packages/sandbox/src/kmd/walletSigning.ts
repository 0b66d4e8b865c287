import algosdk from 'algosdk';
import { KmdError } from './KmdError';
import type { Wallet } from './Wallet';
import { ed25519 } from './ed25519';
import { type MultisigSig, multisig } from './multisig';

const enc = new TextEncoder();
/** protocol.Program: what a delegated logic signature signs. */
const PROGRAM_TAG = enc.encode('Program');
/** protocol.MultisigProgram: a multisig delegation binds the program to the multisig address. */
const MSIG_PROGRAM_TAG = enc.encode('MsigProgram');

const isZero = (bytes: Uint8Array): boolean => bytes.every((b) => b === 0);
const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.compare(a, b) === 0;
const concat = (...parts: Uint8Array[]): Uint8Array => new Uint8Array(Buffer.concat(parts));

/**
 * The signing operations of kmd's sqlite wallet (SignTransaction, SignProgram,
 * MultisigSignTransaction, MultisigSignProgram), after the handle's password has been checked.
 */
export const walletSigning = {
  /**
   * Signs with the key of `publicKey`, or of the sender when it is all zeros (kmd's default).
   * Signing with another key adds `sgnr`, as go-algorand's Transaction.Sign does for rekeyed senders.
   */
  transaction(wallet: Wallet, txn: algosdk.Transaction, publicKey: Uint8Array): Uint8Array {
    const signerPk = isZero(publicKey) ? txn.sender.publicKey : publicKey;
    const sk = wallet.secretKey(signerPk);
    const sig = ed25519.sign(sk, txn.bytesToSign());
    return txn.attachSignature(new algosdk.Address(signerPk), sig);
  },

  /** A delegation signature over "Program" ‖ program, by the key of `addr`. */
  program(wallet: Wallet, program: Uint8Array, addr: Uint8Array): Uint8Array {
    return ed25519.sign(wallet.secretKey(addr), concat(PROGRAM_TAG, program));
  },

  /**
   * Starts a multisig for the sender's stored preimage, or adds `publicKey`'s signature to
   * `partial`, whose preimage must hash to the sender or to `signer` (the multisig a rekeyed
   * sender is authorized by).
   */
  multisigTransaction(
    wallet: Wallet,
    txn: algosdk.Transaction,
    publicKey: Uint8Array,
    partial: MultisigSig,
    signer: Uint8Array,
  ): MultisigSig {
    const message = txn.bytesToSign();
    const sender = txn.sender.publicKey;
    if (multisig.isBlank(partial)) {
      const pre = wallet.multisigPreimage(sender);
      const sk = wallet.secretKey(publicKey);
      return multisig.sign(message, sender, pre.version, pre.threshold, pre.pks, sk);
    }
    const addr = multisig.address(
      partial.version,
      partial.threshold,
      partial.subsigs.map((s) => s.key),
    );
    if (!same(addr, sender) && !same(addr, signer)) throw new KmdError('msigWrongAddr');
    return addInto(wallet, message, addr, publicKey, partial);
  },

  /**
   * The multisig delegation of a program. The current form signs "MsigProgram" ‖ address ‖ program
   * (algosdk's `lmsig`); `legacy` signs "Program" ‖ program (the older `msig` form).
   */
  multisigProgram(
    wallet: Wallet,
    program: Uint8Array,
    addr: Uint8Array,
    publicKey: Uint8Array,
    partial: MultisigSig,
    legacy: boolean,
  ): MultisigSig {
    const messageFor = (a: Uint8Array) =>
      legacy ? concat(PROGRAM_TAG, program) : concat(MSIG_PROGRAM_TAG, a, program);
    if (multisig.isBlank(partial)) {
      const pre = wallet.multisigPreimage(addr);
      const sk = wallet.secretKey(publicKey);
      return multisig.sign(messageFor(addr), addr, pre.version, pre.threshold, pre.pks, sk);
    }
    const partialAddr = multisig.address(
      partial.version,
      partial.threshold,
      partial.subsigs.map((s) => s.key),
    );
    if (!same(partialAddr, addr)) throw new KmdError('msigWrongAddr');
    return addInto(wallet, messageFor(partialAddr), partialAddr, publicKey, partial);
  },
};

/** kmd's "add to a partial": the key must be one of the preimage's, then sign and merge. */
function addInto(
  wallet: Wallet,
  message: Uint8Array,
  addr: Uint8Array,
  publicKey: Uint8Array,
  partial: MultisigSig,
): MultisigSig {
  if (!partial.subsigs.some((s) => same(s.key, publicKey))) throw new KmdError('msigWrongKey');
  const sk = wallet.secretKey(publicKey);
  const pks = partial.subsigs.map((s) => s.key);
  const mine = multisig.sign(message, addr, partial.version, partial.threshold, pks, sk);
  return multisig.merge(partial, mine);
}
