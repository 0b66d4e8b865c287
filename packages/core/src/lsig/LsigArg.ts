/** The ways a logic sig argument (`arg N`) can be typed in; each becomes bytes. */
export type LsigArgType = 'uint64' | 'text' | 'hex' | 'base64' | 'address';

export const LSIG_ARG_TYPES: readonly LsigArgType[] = ['uint64', 'text', 'hex', 'base64', 'address'];

/** One argument as typed, kept with the logic sig so it reads back the way it was written. */
export interface LsigArg {
  type: LsigArgType;
  value: string;
}
