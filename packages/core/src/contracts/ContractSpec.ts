import type { StorageKey, StorageMap, StorageScope, StructField } from '../explore/appSpec/AppSpec';

/**
 * An application spec as the contract lab uses it: ARC-56's shape, whichever standard the file
 * followed (ARC-32 and ARC-4 files are converted on load, see loadContractSpec).
 */
export type OnCompleteName =
  'NoOp' | 'OptIn' | 'CloseOut' | 'ClearState' | 'UpdateApplication' | 'DeleteApplication';

export const ON_COMPLETES: readonly OnCompleteName[] = [
  'NoOp',
  'OptIn',
  'CloseOut',
  'ClearState',
  'UpdateApplication',
  'DeleteApplication',
];

export type DefaultSource = 'box' | 'global' | 'local' | 'literal' | 'method';

export interface DefaultValue {
  source: DefaultSource;
  /** base64 bytes (literal value, or the state key / box name), or a method signature. */
  data: string;
  /** How `data` is encoded (not the argument's type); absent for a method signature. */
  type?: string;
}

export interface MethodArg {
  /** The argument's name, or `arg<N>` (1-based) when the spec gives none. */
  name: string;
  type: string;
  struct?: string;
  desc?: string;
  defaultValue?: DefaultValue;
}

export interface Actions {
  create: OnCompleteName[];
  call: OnCompleteName[];
}

export interface EventArg {
  name?: string;
  type: string;
  struct?: string;
  desc?: string;
}

export interface SpecEvent {
  name: string;
  desc?: string;
  args: EventArg[];
}

/** ARC-56 `recommendations`: what a call should carry, as the lab's resource lists hold it. */
export interface MethodRecommendations {
  innerTransactionCount?: number;
  accounts: string[];
  /** Ids as text. */
  apps: string[];
  assets: string[];
  /** `app` '0' is the called app; `name` base64. */
  boxes: { app: string; name: string }[];
}

export interface SpecMethod {
  name: string;
  desc?: string;
  args: MethodArg[];
  returns: { type: string; struct?: string; desc?: string };
  actions: Actions;
  readonly: boolean;
  events: SpecEvent[];
  /** `name(types)return`, the ARC-4 signature. */
  signature: string;
  recommendations?: MethodRecommendations;
}

export interface SourceInfoEntry {
  pc: number[];
  errorMessage?: string;
  teal?: number;
  source?: string;
}

export interface ProgramSourceInfo {
  sourceInfo: SourceInfoEntry[];
  pcOffsetMethod: 'none' | 'cblocks';
}

export interface TemplateVariable {
  type: string;
  /** base64 of the value already used, when the spec gives one. */
  value?: string;
}

/** An ARC-56 scratch variable: a name for a scratch slot. */
export interface ScratchVariable {
  slot: number;
  type: string;
}

export interface Schema {
  global: { ints: number; bytes: number };
  local: { ints: number; bytes: number };
}

export interface ContractSpec {
  /** Which standard the file followed. */
  standard: 'ARC-56' | 'ARC-32' | 'ARC-4';
  name: string;
  desc?: string;
  arcs: number[];
  networks: Record<string, { appID: number }>;
  structs: Record<string, StructField[]>;
  methods: SpecMethod[];
  state: {
    schema: Schema;
    keys: Record<StorageScope, Record<string, StorageKey>>;
    maps: Record<StorageScope, Record<string, StorageMap>>;
  };
  bareActions: Actions;
  /** base64 TEAL (may hold TMPL_ variables). */
  source?: { approval: string; clear: string };
  /** base64 compiled programs. */
  byteCode?: { approval: string; clear: string };
  sourceInfo?: { approval: ProgramSourceInfo; clear: ProgramSourceInfo };
  /** Names for scratch slots (ARC-56 `scratchVariables`). */
  scratchVariables?: Record<string, ScratchVariable>;
  events: SpecEvent[];
  templateVariables: Record<string, TemplateVariable>;
  /** ARC-56 `compilerInfo`: what compiled the programs (`puya`, `5.5.0`). */
  compiler?: { name: string; version?: string; commit?: string };
  /** What the loader had to leave out or guess, said plainly (shown under the spec's name). */
  notes: string[];
}
