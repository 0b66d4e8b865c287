import algosdk from 'algosdk';

/**
 * Whether `signature` is `signer`'s ed25519 signature of the transaction. algosdk exposes no bare
 * ed25519 verify for transactions (verifyBytes adds the "MX" data prefix), so this asks its
 * multisig verifier about a 1-of-1 multisig of the signer, which checks exactly that signature.
 */
export function verifyTxnSignature(txn: algosdk.Transaction, signature: Uint8Array, signer: string): boolean {
  if (signature.length !== 64) return false;
  const pk = algosdk.decodeAddress(signer).publicKey;
  const oneOfOne = algosdk.multisigAddress({ version: 1, threshold: 1, addrs: [signer] });
  return algosdk.verifyMultisig(
    txn.bytesToSign(),
    { v: 1, thr: 1, subsig: [{ pk, s: signature }] },
    oneOfOne.publicKey,
  );
}
