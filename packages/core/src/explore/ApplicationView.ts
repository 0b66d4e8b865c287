import type { RawAnswer } from './RawAnswer';
import type { StateEntry } from './decodeTealState';

export interface SchemaView {
  uints: bigint;
  byteSlices: bigint;
}

/** An application as its screen shows it; programs stay base64 (bytecode). */
export interface ApplicationView {
  id: bigint;
  creator?: string;
  approvalProgram: string;
  clearStateProgram: string;
  globalState: StateEntry[];
  globalSchema: SchemaView;
  localSchema: SchemaView;
  extraProgramPages: bigint;
  version?: bigint;
  deleted: boolean;
  createdAtRound?: bigint;
  deletedAtRound?: bigint;
  source: 'indexer' | 'algod';
  /** The service's own answer, on the application screen's read (not on list rows). */
  answer?: RawAnswer;
}
