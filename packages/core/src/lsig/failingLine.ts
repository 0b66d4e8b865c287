import type algosdk from 'algosdk';

/**
 * The program counter where a logic sig stopped, from a node's failure text ("… pc=N") or, when
 * the text has none (a program that ended with 0), the last step of the simulate trace.
 */
export function failingPc(
  failureMessage: string | undefined,
  txnResult?: algosdk.modelsv2.SimulateTransactionResult,
): number | undefined {
  const m = failureMessage ? /pc=(\d+)/.exec(failureMessage) : null;
  if (m) return Number(m[1]);
  const trace = txnResult?.execTrace?.logicSigTrace;
  const last = trace?.[trace.length - 1];
  return last === undefined ? undefined : Number(last.pc);
}

/** The 1-based source line for a pc, or the nearest mapped line before it. */
export function lineOfPc(pcToLine: ReadonlyMap<number, number>, pc: number): number | undefined {
  for (let p = pc; p >= 0; p--) {
    const line = pcToLine.get(p);
    if (line !== undefined) return line;
  }
  return undefined;
}
