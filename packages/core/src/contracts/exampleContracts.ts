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

export const KEY_VALUE_TEAL = `#pragma version 10
// Key/value store: each key is a box "k" + key holding its value. put pays for its box beside the
// call, get reads a value without a change, remove frees a box (the creator only).
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
method "put(pay,string,string)void"
method "get(string)string"
method "remove(string)void"
txna ApplicationArgs 0
match put get remove
err // Unknown method
create:
int 1
return
put:
txn GroupIndex
int 1
-
gtxns Receiver
global CurrentApplicationAddress
==
assert // The payment must go to the app
byte "k"
txna ApplicationArgs 1
extract 2 0
concat
dup
box_del
pop
txna ApplicationArgs 2
extract 2 0
box_put
int 1
return
get:
byte "k"
txna ApplicationArgs 1
extract 2 0
concat
box_get
assert // No such key
dup
len
itob
extract 6 2
swap
concat
byte 0x151f7c75
swap
concat
log
int 1
return
remove:
txn Sender
global CreatorAddress
==
assert // Only the creator can remove keys
byte "k"
txna ApplicationArgs 1
extract 2 0
concat
box_del
assert // No such key
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
  /** Box maps by name (ARC-56 `state.maps.box`). */
  boxMaps?: Record<string, unknown>;
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
        maps: { global: {}, local: {}, box: p.boxMaps ?? {} },
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

const abiMethod = (name: string, desc: string, returns: string, readonly: boolean, args: unknown[] = []) => ({
  name,
  desc,
  args,
  returns: { type: returns },
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
        abiMethod('increment', 'Adds one to the count and returns it.', 'uint64', false),
        abiMethod('read', 'The count.', 'uint64', true),
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
        abiMethod(
          'deposit',
          'Adds the payment beside the call to the vault; returns the total.',
          'uint64',
          false,
          [{ name: 'payment', type: 'pay', desc: 'A payment to the app of at least the minimum.' }],
        ),
        abiMethod(
          'withdraw',
          'Sends an amount back to the creator (an inner payment: its fee is pooled from the call).',
          'void',
          false,
          [{ name: 'amount', type: 'uint64' }],
        ),
        abiMethod('total', 'What the vault holds by its own count.', 'uint64', true),
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
  {
    key: 'key-value',
    name: 'Key/value store',
    description:
      'Each key a box: put() pays for its box with a payment beside the call, get() (readonly) reads a value, remove() frees it. Calls name their box: simulate, then add the resources it found.',
    approval: KEY_VALUE_TEAL,
    specText: arc56({
      name: 'KeyValue',
      desc: 'A key/value store: one box per key.',
      approval: KEY_VALUE_TEAL,
      methods: [
        abiMethod(
          'put',
          'Sets a key to a value; the payment covers the box (0.0025 Algo + 0.0004 per byte of its name, k + key, and value; the app account’s own 0.1 Algo first).',
          'void',
          false,
          [
            { name: 'payment', type: 'pay', desc: 'A payment to the app for the box’s minimum balance.' },
            { name: 'key', type: 'string' },
            { name: 'value', type: 'string' },
          ],
        ),
        abiMethod('get', 'The value of a key.', 'string', true, [{ name: 'key', type: 'string' }]),
        abiMethod('remove', 'Deletes a key and its box (the creator only).', 'void', false, [
          { name: 'key', type: 'string' },
        ]),
      ],
      globalInts: 0,
      keys: {},
      boxMaps: { values: { keyType: 'AVMString', valueType: 'AVMString', prefix: b64('k') } },
      bareCreate: ['NoOp'],
      errors: {
        26: "Only NoOp calls and the creator's delete",
        56: 'Unknown method',
        68: 'The payment must go to the app',
        98: 'No such key',
        123: 'Only the creator can remove keys',
        133: 'No such key',
      },
    }),
  },
];
