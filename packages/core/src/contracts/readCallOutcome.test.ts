import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { ContractSpec } from './ContractSpec';
import { readCallOutcome } from './readCallOutcome';

const b64 = (bytes: Uint8Array | string) =>
  algosdk.bytesToBase64(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);
const owner = algosdk.generateAccount().addr;

/** A spec declaring two global keys: `owner` (an address) and `hash` (32 plain bytes). */
const spec: ContractSpec = {
  standard: 'ARC-56',
  name: 'Owned',
  arcs: [56],
  networks: {},
  structs: {},
  methods: [],
  state: {
    schema: { global: { ints: 0, bytes: 2 }, local: { ints: 0, bytes: 0 } },
    keys: {
      global: {
        owner: { keyType: 'AVMString', valueType: 'address', key: b64('owner') },
        hash: { keyType: 'AVMString', valueType: 'AVMBytes', key: b64('hash') },
      },
      local: {},
      box: {},
    },
    maps: { global: {}, local: {}, box: {} },
  },
  bareActions: { create: ['NoOp'], call: [] },
  events: [],
  templateVariables: {},
  notes: [],
};

/** A committed call's result as algod answers it, writing both keys with the same 32 bytes. */
function result(): algosdk.modelsv2.PendingTransactionResponse {
  const write = (key: string) =>
    new algosdk.modelsv2.EvalDeltaKeyValue({
      key: b64(key),
      value: new algosdk.modelsv2.EvalDelta({ action: 1, bytes: b64(owner.publicKey) }),
    });
  return new algosdk.modelsv2.PendingTransactionResponse({
    poolError: '',
    txn: new algosdk.SignedTransaction({
      txn: algosdk.makeApplicationNoOpTxnFromObject({
        sender: owner,
        appIndex: 5,
        suggestedParams: {
          fee: 1000,
          minFee: 1000,
          firstValid: 1,
          lastValid: 2,
          genesisHash: new Uint8Array(32),
          genesisID: 't',
        },
      }),
    }),
    globalStateDelta: [
      write('owner'),
      write('hash'),
      new algosdk.modelsv2.EvalDeltaKeyValue({
        key: b64('n'),
        value: new algosdk.modelsv2.EvalDelta({ action: 2, uint: 7n }),
      }),
    ],
    logs: [new TextEncoder().encode('hi'), new Uint8Array([0, 255])],
  });
}

describe('readCallOutcome', () => {
  it('shows a value the spec declares an address as the address, other 32 bytes as hex', () => {
    const changes = readCallOutcome(result(), spec, undefined).stateChanges;
    expect(changes.map((c) => [c.name, c.value])).toEqual([
      ['owner', owner.toString()],
      ['hash', `0x${Buffer.from(owner.publicKey).toString('hex')}`],
      [undefined, '7'],
    ]);
  });

  it('without a spec, keeps the bytes as hex (nothing says they are an address)', () => {
    const changes = readCallOutcome(result(), undefined, undefined).stateChanges;
    expect(changes[0]?.value).toBe(`0x${Buffer.from(owner.publicKey).toString('hex')}`);
  });

  it('keeps the written bytes and every log as base64 for the text / hex / base64 / address views', () => {
    const o = readCallOutcome(result(), spec, undefined);
    expect(o.stateChanges.map((c) => [c.key, c.value, c.bytes])).toEqual([
      ['owner', owner.toString(), b64(owner.publicKey)],
      ['hash', `0x${Buffer.from(owner.publicKey).toString('hex')}`, b64(owner.publicKey)],
      // a uint has no bytes to view
      ['n', '7', undefined],
    ]);
    expect(o.logs).toEqual([b64('hi'), b64(new Uint8Array([0, 255]))]);
  });
});
