import type { CommittedAppCall } from '../contracts/decodeMethodCall';
import type { AccessEntry } from './describeAccessList';
import type { PQSigView } from './pqSigView';
import type { RawAnswer } from './RawAnswer';
/** One value on the transaction screen; the kind says how to render (and link) it. */
export type FieldValue =
  | { kind: 'address'; value: string }
  | { kind: 'algos'; value: bigint }
  | { kind: 'assetAmount'; value: bigint; assetId: bigint }
  | { kind: 'asset'; value: bigint }
  | { kind: 'application'; value: bigint }
  | { kind: 'round'; value: bigint }
  | { kind: 'number'; value: bigint }
  | { kind: 'bool'; value: boolean }
  | { kind: 'text'; value: string }
  | { kind: 'bytes'; value: string }
  | { kind: 'list'; items: FieldValue[] };

export interface TxnField {
  /** The API's own name (`close-remainder-to`), stable for tests. */
  key: string;
  label: string;
  value: FieldValue;
}

export interface MultisigView {
  version: number;
  threshold: number;
  subsigners: { address: string; signed: boolean }[];
}

export type SignatureView =
  | { kind: 'none' }
  | { kind: 'single'; signature: string }
  | { kind: 'multisig'; multisig: MultisigView }
  /** A post-quantum signature (`pqsig`, consensus v42). */
  | { kind: 'pq'; pq: PQSigView }
  | {
      kind: 'logicsig';
      /** base64 program. */
      program: string;
      args: string[];
      /** How the program is authorised: a contract account, or delegated by a single key, a multisig or a PQ key. */
      delegation: 'contract' | 'single' | 'multisig' | 'pq';
      multisig?: MultisigView;
      /** A multisig delegation's form: `lmsig` (signed over the multisig address, v40+) or the older `msig`. */
      multisigForm?: 'lmsig' | 'msig';
      pq?: PQSigView;
    };

/** A short line for lists: what moved from whom to whom. */
export interface TxnSummary {
  id: string;
  type: string;
  sender: string;
  receiver?: string;
  amount?: { kind: 'algos'; value: bigint } | { kind: 'asset'; value: bigint; assetId: bigint };
  /** An asset transfer of 0 to the sender itself (`isAssetOptIn`): shown as `Opt-in STT`, not `0 STT`. */
  optIn?: true;
  /**
   * What a close-out sent on top of `amount`: the rest of the sender's Algos (`closing-amount`) or
   * of its asset holding (`close-amount`), to `to`. Only when the transaction closed something.
   */
  closed?: { value: bigint; to: string };
  /** The asset an asset transfer, config or freeze is about (the one it creates, for a creation). */
  assetId?: bigint;
  /** The fee the sender paid, in microAlgos. */
  fee?: bigint;
  /** Signed (or its logic sig delegated) by a post-quantum key: the scheme's name (`Falcon-1024`) or id. */
  pq?: string;
  /** The application an `appl` transaction calls (0 while it creates one). */
  applicationId?: bigint;
  /**
   * An app call's first argument when it is 4 bytes, as hex: the ARC-4 method selector it may be
   * (a list names the method when the app's attached spec has one by it).
   */
  selector?: string;
  round?: bigint;
  time?: bigint;
  group?: string;
}

export interface TransactionView extends TxnSummary {
  fee: bigint;
  firstValid: bigint;
  lastValid: bigint;
  intraRoundOffset?: bigint;
  genesisId?: string;
  genesisHash?: string;
  lease?: string;
  /** base64 note, decoded separately by decodeNote. */
  note?: string;
  rekeyTo?: string;
  authAddress?: string;
  createdAssetId?: bigint;
  createdApplicationId?: bigint;
  closingAmount?: bigint;
  /** The type's own fields (`payment-transaction` …), flattened, in the API's order. */
  fields: TxnField[];
  signature: SignatureView;
  /** An app call's access list (`al`), typed; absent or empty when it has none. */
  access?: AccessEntry[];
  logs: string[];
  /** An app call's arguments, reference lists and logs as bytes: what its ARC-4 method is read from. */
  appCall?: CommittedAppCall;
  inner: TransactionView[];
  /** The indexer's own answer, on the transaction screen's read (not on list rows or inner ones). */
  answer?: RawAnswer;
}
