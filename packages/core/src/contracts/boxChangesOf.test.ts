import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { boxChangesOf } from './boxChangesOf';
import { loadContractSpec } from './loadContractSpec';
import { referencePath } from '../../../../scripts/referenceDir';

const m = algosdk.modelsv2;
const spec = loadContractSpec(
  readFileSync(referencePath('app-specs/puya/box_storage/BoxContract.arc56.json'), 'utf8'),
);
const text = (s: string) => new TextEncoder().encode(s);
const op = (operation: string, key: Uint8Array, value?: Uint8Array) =>
  new m.ApplicationStateOperation({
    appStateType: 'b',
    operation,
    key,
    ...(value !== undefined && { newValue: new m.AvmValue({ type: 1, bytes: value }) }),
  });
const step = (...ops: algosdk.modelsv2.ApplicationStateOperation[]) =>
  new m.SimulationOpcodeTraceUnit({ pc: 1, stateChanges: ops });

describe('box changes from simulate’s state-change trace', () => {
  it('keeps each box’s last write or deletion, named and decoded by the spec, inner traces included', () => {
    const key = Object.entries(spec.state.keys.box).find(([, k]) => k.valueType === 'uint64');
    if (key === undefined) throw new Error('BoxContract has a uint64 box');
    const [name, k] = key;
    const keyBytes = algosdk.base64ToBytes(k.key);
    const result = new m.SimulateTransactionResult({
      txnResult: new m.PendingTransactionResponse({
        poolError: '',
        txn: new algosdk.SignedTransaction({
          txn: algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: algosdk.ALGORAND_ZERO_ADDRESS_STRING,
            receiver: algosdk.ALGORAND_ZERO_ADDRESS_STRING,
            amount: 0,
            suggestedParams: {
              fee: 0,
              minFee: 1000,
              firstValid: 1,
              lastValid: 2,
              genesisHash: new Uint8Array(32),
            },
          }),
        }),
      }),
      execTrace: new m.SimulationTransactionExecTrace({
        approvalProgramTrace: [
          step(op('w', keyBytes, algosdk.encodeUint64(1))),
          step(new m.ApplicationStateOperation({ appStateType: 'g', operation: 'w', key: text('g') })),
          step(op('w', keyBytes, algosdk.encodeUint64(42))),
        ],
        innerTrace: [
          new m.SimulationTransactionExecTrace({
            approvalProgramTrace: [step(op('d', text('gone')), op('w', text('note'), text('hi')))],
          }),
        ],
      }),
    });
    expect(boxChangesOf(result, spec)).toEqual([
      { scope: 'box', key: expect.any(String) as string, name, action: 'set', value: '42' },
      { scope: 'box', key: 'gone', action: 'delete' },
      // bytes the spec does not declare keep their raw value for the text / hex / base64 views
      { scope: 'box', key: 'note', action: 'set', value: 'hi', bytes: algosdk.bytesToBase64(text('hi')) },
    ]);
    expect(boxChangesOf(undefined, spec)).toEqual([]);
  });
});
