import { bytesToBase64 } from '../txn/decodeBytesText';

/**
 * Example contracts of our own, ready to deploy from the lab on any network (the sandbox first):
 * TEAL with an ARC-56 spec built here, so the app reads nothing from elsewhere at run time. Their
 * error messages sit at the pcs of the asserts they explain (`pcOffsetMethod: "none"`); a test
 * compiles each program on the node and checks every pc lands on its assert's line.
 */
export interface ExampleContract {
  key: string;
  name: string;
  description: string;
  /** The approval program's TEAL (each error's message is its line's comment). */
  approval: string;
  /** The spec's text, as the lab's paste or file would give it. */
  specText: string;
}

const CLEAR = '#pragma version 10\nint 1\n';

export const COUNTER_TEAL = `#pragma version 10
// Counter: one global number; increment() adds one and returns it, read() returns it without a change.
txn ApplicationID
bz create
txn OnCompletion
int DeleteApplication
==
bnz delete
method "increment()uint64"
method "read()uint64"
txna ApplicationArgs 0
match increment read
err // Unknown method
create:
byte "count"
int 0
app_global_put
int 1
return
increment:
byte "count"
byte "count"
app_global_get
int 1
+
app_global_put
b read
read:
byte 0x151f7c75
byte "count"
app_global_get
itob
concat
log
int 1
return
delete:
txn Sender
global CreatorAddress
==
return
`;

export const VAULT_TEAL = `#pragma version 10
// Vault: deposits (a payment to the app beside the call) above a minimum; only the creator withdraws.
txn ApplicationID
bz create
txn OnCompletion
int DeleteApplication
==
bnz delete
txn OnCompletion
int NoOp
==
assert // Only NoOp calls and the creator's delete
method "deposit(pay)uint64"
method "withdraw(uint64)void"
method "total()uint64"
txna ApplicationArgs 0
match deposit withdraw total
err // Unknown method
create:
method "create(uint64)void"
txna ApplicationArgs 0
==
assert // Create with create(uint64)
byte "minimum"
txna ApplicationArgs 1
btoi
app_global_put
byte "total"
int 0
app_global_put
byte "minimum"
app_global_get
assert // The minimum must be above zero
int 1
return
deposit:
txn GroupIndex
int 1
-
dup
gtxns Receiver
global CurrentApplicationAddress
==
assert // The payment must go to the app
gtxns Amount
dup
byte "minimum"
app_global_get
>=
assert // Below the minimum deposit
byte "total"
app_global_get
+
byte "total"
swap
app_global_put
b total
withdraw:
txn Sender
global CreatorAddress
==
assert // Only the creator can withdraw
txna ApplicationArgs 1
btoi
dup
byte "total"
app_global_get
<=
assert // More than the vault holds
itxn_begin
int pay
itxn_field TypeEnum
txn Sender
itxn_field Receiver
dup
itxn_field Amount
int 0
itxn_field Fee
itxn_submit
byte "total"
app_global_get
swap
-
byte "total"
swap
app_global_put
int 1
return
total:
byte 0x151f7c75
byte "total"
app_global_get
itob
concat
log
int 1
return
delete:
txn Sender
global CreatorAddress
==
return
`;

const b64 = (s: string) => bytesToBase64(new TextEncoder().encode(s));
const call = { create: [], call: ['NoOp'] };
const u64Key = (key: string) => ({ keyType: 'AVMString', valueType: 'AVMUint64', key: b64(key) });

function arc56(p: {
  name: string;
  desc: string;
  approval: string;
  methods: unknown[];
  globalInts: number;
  keys: Record<string, unknown>;
  bareCreate: string[];
  errors: Record<number, string>;
}): string {
  return JSON.stringify(
    {
      arcs: [4, 56],
      name: p.name,
      desc: p.desc,
      structs: {},
      methods: p.methods,
      networks: {},
      state: {
        schema: { global: { ints: p.globalInts, bytes: 0 }, local: { ints: 0, bytes: 0 } },
        keys: { global: p.keys, local: {}, box: {} },
        maps: { global: {}, local: {}, box: {} },
      },
      bareActions: { create: p.bareCreate, call: ['DeleteApplication'] },
      sourceInfo: {
        approval: {
          sourceInfo: Object.entries(p.errors).map(([pc, errorMessage]) => ({
            pc: [Number(pc)],
            errorMessage,
          })),
          pcOffsetMethod: 'none',
        },
        clear: { sourceInfo: [], pcOffsetMethod: 'none' },
      },
      source: { approval: b64(p.approval), clear: b64(CLEAR) },
      events: [],
      templateVariables: {},
    },
    null,
    2,
  );
}

const u64Method = (name: string, desc: string, readonly: boolean, args: unknown[] = []) => ({
  name,
  desc,
  args,
  returns: { type: 'uint64' },
  actions: call,
  readonly,
  events: [],
});

export const EXAMPLE_CONTRACTS: readonly ExampleContract[] = [
  {
    key: 'counter',
    name: 'Counter',
    description: 'One global number: increment() adds one and returns it; read() (readonly) returns it.',
    approval: COUNTER_TEAL,
    specText: arc56({
      name: 'Counter',
      desc: 'One global number, incremented by a call.',
      approval: COUNTER_TEAL,
      methods: [
        u64Method('increment', 'Adds one to the count and returns it.', false),
        u64Method('read', 'The count.', true),
      ],
      globalInts: 1,
      keys: { count: u64Key('count') },
      bareCreate: ['NoOp'],
      errors: { 46: 'Unknown method' },
    }),
  },
  {
    key: 'vault',
    name: 'Vault',
    description:
      'Deposits above a minimum (a payment beside the call); only the creator withdraws, by an inner payment. Its asserts carry ARC-56 error messages.',
    approval: VAULT_TEAL,
    specText: arc56({
      name: 'Vault',
      desc: 'Deposits above a minimum; the creator withdraws.',
      approval: VAULT_TEAL,
      methods: [
        {
          name: 'create',
          desc: 'Creates the vault with its minimum deposit (above zero).',
          args: [{ name: 'minimum', type: 'uint64', desc: 'The smallest deposit, in microAlgos.' }],
          returns: { type: 'void' },
          actions: { create: ['NoOp'], call: [] },
          readonly: false,
          events: [],
        },
        u64Method('deposit', 'Adds the payment beside the call to the vault; returns the total.', false, [
          { name: 'payment', type: 'pay', desc: 'A payment to the app of at least the minimum.' },
        ]),
        {
          name: 'withdraw',
          desc: 'Sends an amount back to the creator (an inner payment: its fee is pooled from the call).',
          args: [{ name: 'amount', type: 'uint64' }],
          returns: { type: 'void' },
          actions: call,
          readonly: false,
          events: [],
        },
        u64Method('total', 'What the vault holds by its own count.', true),
      ],
      globalInts: 2,
      keys: { minimum: u64Key('minimum'), total: u64Key('total') },
      bareCreate: [],
      errors: {
        38: "Only NoOp calls and the creator's delete",
        68: 'Unknown method',
        79: 'Create with create(uint64)',
        91: 'The minimum must be above zero',
        104: 'The payment must go to the app',
        111: 'Below the minimum deposit',
        126: 'Only the creator can withdraw',
        135: 'More than the vault holds',
      },
    }),
  },
];
