import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABI_MESSAGES } from '../abi/abiMessages';
import { addUnnamedResources, NO_RESOURCES, resourceCount, resourcesOnPick } from './addUnnamedResources';
import { argSlots, defaultFieldOf } from './argSlots';
import { CALL_EFFECT_MESSAGES as E, callEffectNote } from './callEffectNote';
import { chosenOnComplete } from './chosenOnComplete';
import { hasTypedArgs } from './hasTypedArgs';
import { specEvents } from './decodeArc28Events';
import { eventDecoderFor } from './eventDecoderFor';
import { parseSpecText } from './parseSpecText';
import { readAppIdInput } from './readAppIdInput';
import { readSchemaFields, schemaFieldsOf, SCHEMA_MESSAGES } from './readSchemaFields';
import { templateFields } from './templateFields';
import { templateLiterals, templateProblems } from './templateProblems';
import { referencePath } from '../../../../scripts/referenceDir';

/** A reference spec's text, read where it lies (never copied). */
const refSpec = (path: string): string => readFileSync(referencePath(`app-specs/${path}`), 'utf8');

describe('the lab’s small readers', () => {
  it('parses spec text, or says what is wrong', () => {
    expect(parseSpecText(null)).toBeUndefined();
    const bad = parseSpecText('{');
    expect(bad?.ok).toBe(false);
    const ok = parseSpecText(
      JSON.stringify({ name: 'X', methods: [{ name: 'm', args: [], returns: { type: 'void' } }] }),
    );
    expect(ok?.ok === true && ok.spec.standard).toBe('ARC-4');
    // ARC-4 says nothing of on-completes: every method may create and be called
    expect(ok?.ok === true && ok.spec.methods[0]?.actions).toEqual({ create: ['NoOp'], call: ['NoOp'] });
  });

  it('reads the app id field: empty deploys, digits call, anything else is refused', () => {
    expect(readAppIdInput(' ')).toEqual({ ok: true, creating: true });
    expect(readAppIdInput('1002')).toEqual({ ok: true, creating: false, appId: 1002n });
    expect(readAppIdInput('12a')).toEqual({ ok: false, creating: false });
  });

  it('keeps a picked on-complete only when the action allows it', () => {
    const action = { key: 'bare', onCompletes: ['UpdateApplication', 'DeleteApplication'] as const };
    const a = { ...action, onCompletes: [...action.onCompletes] };
    expect(chosenOnComplete(a, '')).toBe('UpdateApplication');
    expect(chosenOnComplete(a, 'DeleteApplication')).toBe('DeleteApplication');
    expect(chosenOnComplete(a, 'OptIn')).toBe('UpdateApplication');
  });

  it('checks template values and turns them into TEAL literals', () => {
    const fields = templateFields({
      templateVariables: { VALUE: { type: 'AVMUint64' }, UPDATABLE: { type: 'AVMUint64' } },
      structs: {},
    });
    expect(templateProblems(fields, { VALUE: '18446744073709551616' })).toEqual({
      VALUE: { '': ABI_MESSAGES.tooBig(64, 18446744073709551615n) },
    });
    expect(templateLiterals(fields, { VALUE: '18446744073709551616' })).toBeUndefined();
    expect(templateLiterals(fields, { VALUE: '42', UPDATABLE: true })).toEqual({
      VALUE: '42',
      UPDATABLE: '1',
    });
  });

  it('adds the resources simulate saw, each once', () => {
    const unnamed = {
      accounts: ['A'],
      apps: [7n],
      assets: [9n],
      boxes: [{ app: 7n, name: new Uint8Array([1, 2]) }],
      extraBoxRefs: 2,
    };
    const once = addUnnamedResources(NO_RESOURCES, unnamed);
    expect(once).toEqual({
      accounts: ['A'],
      apps: ['7'],
      assets: ['9'],
      boxes: [
        { app: '7', name: 'AQI=' },
        { app: '0', name: '' },
        { app: '0', name: '' },
      ],
    });
    expect(addUnnamedResources(once, unnamed)).toEqual(once);
    expect(resourceCount(once)).toBe(6);
  });
});

describe('the create’s schema fields', () => {
  it('reads four whole numbers within the protocol’s limits', () => {
    const f = schemaFieldsOf({ global: { ints: 1, bytes: 2 }, local: { ints: 3, bytes: 4 } });
    expect(readSchemaFields(f)).toEqual({
      ok: true,
      schema: { global: { ints: 1, bytes: 2 }, local: { ints: 3, bytes: 4 } },
    });
    expect(readSchemaFields({ ...f, globalInts: 'x', localInts: '10', localBytes: '7' })).toEqual({
      ok: false,
      errors: { globalInts: SCHEMA_MESSAGES.whole, localBytes: SCHEMA_MESSAGES.localMax },
    });
  });
});

describe('ARC-28 events of an attached spec, from base64 logs', () => {
  it('decodes a recorded Swapped log by name and leaves other logs alone', () => {
    const text = refSpec('puya/arc_28/EventEmitter.arc56.json');
    const log = Buffer.from('1ccbd925' + '0000000000000007' + '0000000000000009', 'hex').toString('base64');
    const events = eventDecoderFor(text)(['3q2+7w==', log]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      name: 'Swapped',
      logIndex: 1,
      args: [
        { name: 'a', value: '7' },
        { name: 'b', value: '9' },
      ],
    });
    expect(eventDecoderFor('not json')([log])).toEqual([]);
  });

  it('counts each event once though the spec lists it at the top and under its methods', () => {
    const parsed = parseSpecText(refSpec('puya/arc_28/EventEmitter.arc56.json'));
    if (parsed?.ok !== true) throw new Error('EventEmitter spec');
    expect(specEvents(parsed.spec).map((e) => e.name)).toEqual(['Swapped', 'NativeSwapped', 'AnEvent']);
  });
});

describe('defaults of reference arguments', () => {
  it('resolve as the id or address the reference names (ConstantProductAMM’s mint)', () => {
    const amm = parseSpecText(refSpec('puya/amm/ConstantProductAMM.arc56.json'));
    if (amm?.ok !== true) throw new Error('AMM spec');
    const mint = amm.spec.methods.find((m) => m.name === 'mint');
    if (mint === undefined) throw new Error('mint');
    const slots = argSlots(mint, amm.spec);
    expect(slots.map((s) => s.kind)).toEqual(['txn', 'txn', 'reference', 'reference', 'reference']);
    expect(slots.map((s) => defaultFieldOf(s)?.type)).toEqual([
      undefined,
      undefined,
      'uint64',
      'uint64',
      'uint64',
    ]);
    expect(slots[2]?.arg.defaultValue?.source).toBe('global');
  });
});

// go: ledger/apply/application.go ApplicationCall (deleteApplication, closeOutApplication, ClearState)
describe('what an on-complete does besides the program', () => {
  it('says an app deleted, local state removed, opted in or updated; a NoOp or a create says nothing', () => {
    expect(callEffectNote('DeleteApplication', 7n, true)).toBe(
      'Application 7 was deleted: its programs and global state are gone.',
    );
    expect(callEffectNote('ClearState', 7n, false)).toBe(E.cleared(7n, false));
    expect(callEffectNote('ClearState', 7n, true)).toMatch(
      /^The sender's local state in application 7 was removed/,
    );
    expect(callEffectNote('CloseOut', 7n, true)).toMatch(/local state there was removed\.$/);
    expect(callEffectNote('OptIn', 7n, false)).toBe(E.optedIn(7n, false));
    expect(callEffectNote('UpdateApplication', 7n, true)).toBe(E.updated(7n, true));
    expect(callEffectNote('NoOp', 7n, true)).toBeUndefined();
    expect(callEffectNote('OptIn', 0n, true)).toBeUndefined();
  });
});

describe('what loading another spec would drop', () => {
  it('counts arguments a person typed, not defaults the lab filled or empty boxes', () => {
    expect(hasTypedArgs({})).toBe(false);
    expect(hasTypedArgs({ m: [{ kind: 'value', value: '' }, undefined] })).toBe(false);
    expect(hasTypedArgs({ m: [{ kind: 'value', value: '7', defaultFrom: 'literal' }] })).toBe(false);
    expect(hasTypedArgs({ m: [{ kind: 'value', value: ['', { format: 'text', text: 'hi' }] }] })).toBe(true);
    expect(hasTypedArgs({ a: [], b: [{ kind: 'ref', text: '1002' }] })).toBe(true);
    expect(hasTypedArgs({ m: [{ kind: 'value', value: false }] })).toBe(false);
  });
});

describe('resources when another action is picked', () => {
  it('drops the box references of the last method, keeps accounts, apps and assets', () => {
    const r = { ...NO_RESOURCES, apps: ['7'], boxes: [{ app: '7', name: 'AQ==' }] };
    expect(resourcesOnPick(r, 'm:a()void', 'm:b()void')).toEqual({ ...NO_RESOURCES, apps: ['7'], boxes: [] });
    expect(resourcesOnPick(r, 'm:a()void', 'm:a()void')).toBe(r);
  });
});
