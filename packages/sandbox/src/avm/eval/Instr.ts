/** Decoded instructions and op functions: see Machine.ts, where the evaluator's shared shapes live. */
export { KIND_ANY, KIND_BYTES, KIND_UINT, type Instr, type OpFn } from './Machine';
