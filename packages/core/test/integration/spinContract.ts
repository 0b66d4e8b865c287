import type { SpecMethod } from '../../src/contracts/ContractSpec';

/**
 * A contract nobody has seen, for predictions about budget: burn(uint64)void spins n times (7
 * opcodes a turn, so 200 turns overrun one call's 700); peek(uint64)uint64 (readonly) spins and
 * returns n. Bare NoOp creates it; a bare DeleteApplication deletes it.
 */
export const SPIN_TEAL = `#pragma version 10
txn ApplicationID
bz create
txn OnCompletion
int DeleteApplication
==
bnz create
method "burn(uint64)void"
method "peek(uint64)uint64"
txna ApplicationArgs 0
match burn peek
err
create:
int 1
return
burn:
txna ApplicationArgs 1
btoi
callsub spin
pop
int 1
return
peek:
txna ApplicationArgs 1
btoi
callsub spin
itob
byte 0x151f7c75
swap
concat
log
int 1
return
spin:
proto 1 1
int 0
loop:
dup
frame_dig -1
<
bz done
int 1
+
b loop
done:
retsub
`;

export const SPIN_CLEAR_TEAL = '#pragma version 10\nint 1\n';

export const spinMethod = (name: 'burn' | 'peek', readonly: boolean): SpecMethod => ({
  name,
  args: [{ name: 'n', type: 'uint64' }],
  returns: { type: name === 'peek' ? 'uint64' : 'void' },
  actions: { create: [], call: ['NoOp'] },
  readonly,
  events: [],
  signature: `${name}(uint64)${name === 'peek' ? 'uint64' : 'void'}`,
});

/** The contract as an ARC-56 spec whose TEAL travels in `source` (the lab compiles it on the node). */
export function spinArc56(): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const abi = (m: SpecMethod) => ({
    name: m.name,
    args: m.args.map((a) => ({ name: a.name, type: a.type })),
    returns: { type: m.returns.type },
    actions: m.actions,
    readonly: m.readonly,
    events: [],
  });
  return JSON.stringify({
    name: 'Spin',
    structs: {},
    methods: [abi(spinMethod('burn', false)), abi(spinMethod('peek', true))],
    arcs: [56],
    networks: {},
    state: {
      schema: { global: { ints: 0, bytes: 0 }, local: { ints: 0, bytes: 0 } },
      keys: { global: {}, local: {}, box: {} },
      maps: { global: {}, local: {}, box: {} },
    },
    bareActions: { create: ['NoOp'], call: ['DeleteApplication'] },
    source: { approval: b64(SPIN_TEAL), clear: b64(SPIN_CLEAR_TEAL) },
    events: [],
    templateVariables: {},
  });
}
