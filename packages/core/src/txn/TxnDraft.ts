import type { AbiCallDraft } from '../contracts/AbiCallDraft';
import type { AccessDraft } from './readAccessList';
/**
 * A transaction as the compose screen holds it while the person types: every field a string (or a
 * choice), nothing validated. `readTxnDraft` turns it into field errors or algosdk's parameters.
 * Amounts are in ALGO (pay, fees) or in the asset's own units (axfer), never in base units.
 */
export type NoteEncoding = 'text' | 'base64' | 'json';

export interface CommonDraftFields {
  sender: string;
  /** `suggested`: the node's per-byte fee, at least the minimum; `flat`: exactly `flatFee` ALGO. */
  feeMode: 'suggested' | 'flat';
  flatFee: string;
  /** Empty: taken from the node's suggested parameters. */
  firstValid: string;
  lastValid: string;
  note: string;
  noteEncoding: NoteEncoding;
  /** 32 bytes as base64 or 64 hex digits; empty for none. */
  lease: string;
  /** Empty: no rekey. */
  rekeyTo: string;
}

export interface PayDraft extends CommonDraftFields {
  type: 'pay';
  receiver: string;
  amount: string;
  /** Empty: keep the account open. Otherwise the whole remaining balance goes here and the account closes. */
  closeRemainderTo: string;
}

export type AxferMode = 'transfer' | 'optIn' | 'optOut' | 'clawback';

export interface AxferDraft extends CommonDraftFields {
  type: 'axfer';
  mode: AxferMode;
  assetId: string;
  /** The asset's decimals, as looked up (the amount is typed in whole units with up to this many decimals). */
  decimals: number;
  receiver: string;
  amount: string;
  /** optOut: where the remaining holding goes (usually the creator). */
  closeTo: string;
  /** clawback: the account the units are taken from. */
  clawbackFrom: string;
}

export type AcfgMode = 'create' | 'reconfigure' | 'destroy';

export interface AcfgDraft extends CommonDraftFields {
  type: 'acfg';
  mode: AcfgMode;
  assetId: string;
  /** Total in whole units with up to `decimals` decimals, like every other asset amount. */
  total: string;
  decimals: string;
  defaultFrozen: boolean;
  unitName: string;
  assetName: string;
  url: string;
  /** 32 bytes as base64 or hex; empty for none. */
  metadataHash: string;
  /** Empty on reconfigure clears the role for good. */
  manager: string;
  reserve: string;
  freeze: string;
  clawback: string;
}

export interface AfrzDraft extends CommonDraftFields {
  type: 'afrz';
  assetId: string;
  target: string;
  frozen: boolean;
}

export type KeyregMode = 'online' | 'offline' | 'nonparticipating';

export interface KeyregDraft extends CommonDraftFields {
  type: 'keyreg';
  mode: KeyregMode;
  /** base64 or hex: 32, 32 and 64 bytes. */
  voteKey: string;
  selectionKey: string;
  stateProofKey: string;
  voteFirst: string;
  voteLast: string;
  keyDilution: string;
}

export type OnCompleteName = 'noop' | 'optIn' | 'closeOut' | 'clearState' | 'update' | 'delete';

export interface BoxRefDraft {
  /** Empty or 0: the called app. */
  appId: string;
  /** Same prefixes as an argument (`str:`, `hex:`, `b64:`, `int:`, `addr:`). */
  name: string;
}

export interface ApplDraft extends CommonDraftFields {
  type: 'appl';
  onComplete: OnCompleteName;
  /** Empty or 0: create an application. */
  appId: string;
  /** Compiled programs, base64 (create and update). */
  approvalProgram: string;
  clearProgram: string;
  /**
   * The programs as TEAL, when the person writes them so (absent: base64 typed as is). Compiled on
   * the node at build time into `approvalProgram` / `clearProgram`.
   */
  approvalTeal?: string;
  clearTeal?: string;
  globalInts: string;
  globalBytes: string;
  localInts: string;
  localBytes: string;
  extraPages: string;
  /** Raw arguments: `str:hello`, `int:42` (uint64, 8 bytes), `hex:00ff`, `b64:AAE=`, `addr:<address>`; no prefix is text. */
  args: string[];
  accounts: string[];
  foreignAssets: string[];
  foreignApps: string[];
  boxes: BoxRefDraft[];
  /** The access list (`al`, consensus v41+); absent in drafts saved before it. */
  access?: AccessDraft[];
  /** The reject version (`aprv`): blank or 0 for none. */
  rejectVersion?: string;
  /** An ABI method call (ARC-4): its method and arguments give the app arguments (`args` is unused). */
  abi?: AbiCallDraft;
}

export type TxnDraft = PayDraft | AxferDraft | AcfgDraft | AfrzDraft | KeyregDraft | ApplDraft;
export type TxnDraftType = TxnDraft['type'];

/** Every type a draft can be, in the studio's order (checked whole against `TxnDraftType`). */
export const TXN_DRAFT_TYPES = Object.keys({
  pay: true,
  axfer: true,
  acfg: true,
  afrz: true,
  keyreg: true,
  appl: true,
} satisfies Record<TxnDraftType, true>) as readonly TxnDraftType[];
