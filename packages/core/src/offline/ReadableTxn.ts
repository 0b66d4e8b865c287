/** A transaction laid out for reading (the decode tool, offline import, multisig review). */
export type SignatureView =
  | { kind: 'none' }
  | { kind: 'single' }
  | { kind: 'multisig'; version: number; threshold: number; addresses: string[]; signedBy: string[] }
  | { kind: 'logicsig'; program: string; args: number; delegated: boolean };

export interface ReadableField {
  label: string;
  value: string;
}

export interface ReadableTxn {
  /** Whether the bytes were a bare transaction or a SignedTxn (signed, or wrapped unsigned as goal writes). */
  envelope: 'transaction' | 'signedTransaction';
  txid: string;
  type: string;
  typeLabel: string;
  sender: string;
  fee: bigint;
  firstValid: bigint;
  lastValid: bigint;
  genesisID?: string;
  genesisHash?: string;
  group?: string;
  lease?: string;
  rekeyTo?: string;
  /** The note as text when it is UTF-8, and always as base64. */
  noteText?: string;
  noteBase64?: string;
  /** Fields of the type, in the order a person reads them. */
  fields: ReadableField[];
  signature: SignatureView;
  /** The account that signed instead of the sender (a rekeyed sender). */
  authAddress?: string;
}
