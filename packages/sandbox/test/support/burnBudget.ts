/**
 * An app that loops until its opcode budget is spent, changing the stack and a scratch slot every
 * step: the heaviest simulate a client can ask for (bench/heavy-simulate.ts, simulate.heavy.test.ts).
 */
export const BURN_BUDGET_TEAL = `#pragma version 10
txn ApplicationID
bz ok
int 0
store 0
loop:
load 0
int 1
+
dup
store 0
int 100000000
<
bnz loop
ok:
int 1
`;
