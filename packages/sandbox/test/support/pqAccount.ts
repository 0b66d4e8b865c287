import algosdk from 'algosdk';
import { falcon1024Keygen, falcon1024Sign } from '@sextant/core/pq/falcon1024';

export interface PQTestAccount {
  readonly keys: { publicKey: Uint8Array; secretKey: Uint8Array };
  /** algosdk 3.8's Falcon-1024 signers over the sandbox's det1024 signing. */
  readonly signers: ReturnType<typeof algosdk.addressWithSignersFromRawFalcon1024Signer>;
  readonly addr: algosdk.Address;
  /** One transaction signed with a `pqsig`, as msgpack. */
  sign(txn: algosdk.Transaction): Promise<Uint8Array>;
}

/** A Falcon-1024 account from a fixed seed (keygen takes seconds: make one per file). */
export function pqTestAccount(seedByte = 1): PQTestAccount {
  const keys = falcon1024Keygen(new Uint8Array(48).fill(seedByte));
  const signers = algosdk.addressWithSignersFromRawFalcon1024Signer({
    falcon1024PublicKey: keys.publicKey,
    falcon1024Signer: (bytes) => Promise.resolve(falcon1024Sign(keys.secretKey, bytes)),
  });
  return {
    keys,
    signers,
    addr: signers.address,
    sign: async (txn) => (await signers.txnSigner([txn], [0]))[0] as Uint8Array,
  };
}

/** A signed transaction's msgpack with its `pqsig` replaced (fields as algosdk encodes them). */
export function withPQSig(
  stxn: Uint8Array,
  patch: Partial<NonNullable<algosdk.SignedTransaction['pqsig']>>,
): Uint8Array {
  const s = algosdk.decodeMsgpack(stxn, algosdk.SignedTransaction);
  if (s.pqsig === undefined) throw new Error('no pqsig');
  return algosdk.encodeMsgpack(
    new algosdk.SignedTransaction({ txn: s.txn, pqsig: { ...s.pqsig, ...patch } }),
  );
}
