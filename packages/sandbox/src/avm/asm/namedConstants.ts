/**
 * Names `int` accepts in place of a number: transaction types (`int pay`, `int appl`) and
 * application-call completion actions (`int NoOp`, `int OptIn`...). Macros may not shadow them.
 */
export const TXN_TYPE_CONSTANTS: ReadonlyMap<string, bigint> = new Map(
  ['unknown', 'pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl', 'stpf', 'hb'].map((name, i) => [
    name,
    BigInt(i),
  ]),
);

export const ON_COMPLETION_CONSTANTS: ReadonlyMap<string, bigint> = new Map(
  ['NoOp', 'OptIn', 'CloseOut', 'ClearState', 'UpdateApplication', 'DeleteApplication'].map((name, i) => [
    name,
    BigInt(i),
  ]),
);

export function namedIntConstant(name: string): bigint | undefined {
  return TXN_TYPE_CONSTANTS.get(name) ?? ON_COMPLETION_CONSTANTS.get(name);
}
