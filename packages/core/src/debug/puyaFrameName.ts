/**
 * A puya subroutine's name as a call stack shows it: puya-ts names it `<file>.algo.ts::<name>`
 * (`contracts/caller.algo.ts::Caller.greet` → `Caller.greet`), puya a dotted path
 * (`examples.amm.contract.ConstantProductAMM._check_is_governor` → its last two parts).
 */
export function puyaFrameName(name: string): string {
  const ts = name.lastIndexOf('::');
  if (ts >= 0) return name.slice(ts + 2);
  return name.split('.').slice(-2).join('.');
}
