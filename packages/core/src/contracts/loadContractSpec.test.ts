import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABI_MESSAGES } from '../abi/abiMessages';
import { SPEC_MESSAGES as M } from './contractMessages';
import { ContractSpecError } from './ContractSpecError';
import { loadContractSpec } from './loadContractSpec';
import { referencePath } from '../../../../scripts/referenceDir';

const ref = (path: string) => readFileSync(referencePath(`app-specs/${path}`), 'utf8');

function refusal(text: string): ContractSpecError {
  try {
    loadContractSpec(text);
  } catch (e) {
    if (e instanceof ContractSpecError) return e;
    throw e;
  }
  throw new Error('accepted');
}

describe('loadContractSpec on the reference specs', () => {
  const cases: [string, string, number][] = [
    ['puya/hello_world_arc4/HelloWorldContract.arc56.json', 'ARC-56', 1],
    ['puya/arc_28/EventEmitter.arc56.json', 'ARC-56', 3],
    ['puya/struct_in_box/ExampleContract.arc56.json', 'ARC-56', 3],
    ['puya/box_storage/BoxContract.arc56.json', 'ARC-56', 43],
    ['puya/voting/VotingRoundApp.arc56.json', 'ARC-56', 5],
    ['puya/amm/ConstantProductAMM.arc56.json', 'ARC-56', 5],
    ['puya/auction/Auction.arc56.json', 'ARC-56', 6],
    ['puya/auction/tealscript_artifacts/Auction.arc32.json', 'ARC-32', 8],
    ['puya/auction/tealscript_artifacts/Auction.arc4.json', 'ARC-4', 8],
    ['algokit-utils-ts/state/State.arc56.json', 'ARC-56', 0],
    ['algokit-utils-ts/nested_struct/NestedStruct.arc56.json', 'ARC-56', 0],
    ['algokit-utils-ts/box_map/BoxMapTest.arc56.json', 'ARC-56', 0],
    ['algokit-utils-ts/byte_arrays/ByteArrays.arc56.json', 'ARC-56', 0],
    ['algokit-utils-ts/testing-app/application.json', 'ARC-32', 15],
    ['algokit-utils-ts/client/TestContract.arc32.json', 'ARC-32', 7],
    ['arcs-assets/arc-0059/ARC59.arc4.json', 'ARC-4', 0],
    ['arcs-assets/arc-0059/ARC59.arc32.json', 'ARC-32', 0],
    ['arcs-assets/arc-0062/CirculatingSupply.arc56.json', 'ARC-56', 0],
    ['arcs-assets/arc-0023/contract.json', 'ARC-4', 2],
    ['js-algorand-sdk/calculator/contract.json', 'ARC-4', 4],
  ];
  it.each(cases)('%s reads as %s', (path, standard, count) => {
    const spec = loadContractSpec(ref(path));
    expect(spec.standard).toBe(standard);
    expect(spec.methods.length).toBeGreaterThan(0);
    if (count > 0) expect(spec.methods).toHaveLength(count);
    for (const m of spec.methods) expect(m.signature).toMatch(/^\w+\(.*\).+$/);
  });

  it('keeps ARC-56 specifics: events, structs, template variables, defaults, bare actions', () => {
    const events = loadContractSpec(ref('puya/arc_28/EventEmitter.arc56.json'));
    expect(events.events.length).toBe(4);
    const state = loadContractSpec(ref('algokit-utils-ts/state/State.arc56.json'));
    expect(Object.keys(state.templateVariables).sort()).toEqual(['DELETABLE', 'UPDATABLE', 'VALUE']);
    expect(state.bareActions).toEqual({
      create: ['NoOp', 'OptIn'],
      call: ['DeleteApplication', 'UpdateApplication'],
    });
    const m = state.methods.find((x) => x.name === 'default_value_from_global_state');
    expect(m?.args[0]?.defaultValue).toEqual({ source: 'global', data: 'aW50MQ==', type: 'AVMString' });
    expect(m?.readonly).toBe(true);
    expect(state.sourceInfo?.approval.sourceInfo.length).toBeGreaterThan(0);
  });

  it('converts ARC-32 call configs, read-only hints and default arguments of every kind', () => {
    const spec = loadContractSpec(ref('algokit-utils-ts/testing-app/application.json'));
    const byName = (n: string) => spec.methods.find((x) => x.name === n);
    expect(spec.bareActions).toEqual({
      create: ['NoOp', 'OptIn'],
      call: ['UpdateApplication', 'DeleteApplication'],
    });
    expect(byName('create_abi')?.actions).toEqual({ create: ['NoOp'], call: [] });
    expect(byName('update_abi')?.actions).toEqual({ create: [], call: ['UpdateApplication'] });
    expect(byName('call_abi')?.readonly).toBe(true);
    // "default value" ABI-encoded as a string: 2-byte length then the text
    expect(byName('default_value')?.args[0]?.defaultValue).toEqual({
      source: 'literal',
      data: 'AA1kZWZhdWx0IHZhbHVl',
      type: 'string',
    });
    expect(byName('default_value_from_abi')?.args[0]?.defaultValue).toEqual({
      source: 'method',
      data: 'default_value(string)string',
    });
    expect(byName('default_value_from_global_state')?.args[0]?.defaultValue).toEqual({
      source: 'global',
      data: 'aW50MQ==',
      type: 'AVMString',
    });
    expect(byName('default_value_from_local_state')?.args[0]?.defaultValue?.source).toBe('local');
    expect(spec.state.schema).toEqual({ global: { ints: 3, bytes: 2 }, local: { ints: 2, bytes: 2 } });
    expect(spec.state.keys.global['int1']).toMatchObject({ key: 'aW50MQ==', valueType: 'AVMUint64' });
    expect(Object.keys(spec.templateVariables).sort()).toEqual(['DELETABLE', 'UPDATABLE', 'VALUE']);
  });
});

describe('loadContractSpec refusals say what and where', () => {
  const hello = JSON.parse(ref('puya/hello_world_arc4/HelloWorldContract.arc56.json')) as {
    methods: { args: { type: string }[] }[];
  };

  it('refuses text that is not JSON, and JSON that is no spec', () => {
    expect(refusal('{nope').code).toBe('not-json');
    expect(refusal('{"hello": 1}')).toMatchObject({ code: 'not-a-spec', message: M.notASpec });
    expect(refusal('[1]').code).toBe('not-a-spec');
  });

  it('names the path of a bad argument type with the ABI rule', () => {
    const bad = structuredClone(hello);
    (bad.methods[0]?.args[0] as { type: string }).type = 'uint7';
    const e = refusal(JSON.stringify(bad));
    expect(e.code).toBe('invalid');
    expect(e.details['path']).toBe('methods[0].args[0].type');
    expect(e.message).toBe(M.at('methods[0].args[0].type', ABI_MESSAGES.uintBits('7')));
  });

  it('names a missing field, a bad action and an unknown struct', () => {
    const noName = structuredClone(hello) as unknown as { methods: Record<string, unknown>[] };
    delete noName.methods[0]?.['name'];
    expect(refusal(JSON.stringify(noName)).message).toBe(
      M.at('methods[0].name', M.expected('text', 'undefined undefined')),
    );
    const badAction = structuredClone(hello) as unknown as { methods: { actions: { call: string[] } }[] };
    (badAction.methods[0] as { actions: { call: string[] } }).actions.call = ['Nope'];
    expect(refusal(JSON.stringify(badAction)).message).toBe(
      M.at('methods[0].actions.call[0]', M.badAction('Nope')),
    );
    const badStruct = structuredClone(hello) as unknown as { methods: { args: Record<string, unknown>[] }[] };
    (badStruct.methods[0]?.args[0] as Record<string, unknown>)['struct'] = 'Ghost';
    expect(refusal(JSON.stringify(badStruct)).message).toBe(
      M.at('methods[0].args[0].struct', ABI_MESSAGES.unknownStruct('Ghost')),
    );
  });
});
