import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { AbiFormValue } from './AbiField';
import { ABI_MESSAGES as M } from './abiMessages';
import { AbiTypeError } from './AbiTypeError';
import { displayAbiValue } from './displayAbiValue';
import { emptyFormValue } from './emptyFormValue';
import { decodeAbiValue, encodeAbiValue } from './encodeAbiValue';
import { formValueOf } from './formValueOf';
import { parseAbiField } from './parseAbiField';
import { readAbiValue } from './readAbiValue';

const ADDR = algosdk.ALGORAND_ZERO_ADDRESS_STRING;
const ADDR2 = algosdk.generateAccount().addr.toString();

function ok(type: string, value: AbiFormValue) {
  const field = parseAbiField(type);
  const r = readAbiValue(field, value);
  if (!r.ok) throw new Error(`${type}: ${JSON.stringify(r.errors)}`);
  return { field, value: r.value };
}

function err(type: string, value: AbiFormValue): Record<string, string> {
  const r = readAbiValue(parseAbiField(type), value);
  if (r.ok) throw new Error(`${type} accepted ${JSON.stringify(value)}`);
  return r.errors;
}

/** form → value → bytes (checked against algosdk's own encoding of `expected`) → value → form. */
function roundTrip(type: string, form: AbiFormValue, expected: algosdk.ABIValue) {
  const { field, value } = ok(type, form);
  const bytes = encodeAbiValue(field, value);
  expect(bytes).toEqual(algosdk.ABIType.from(type).encode(expected));
  const back = decodeAbiValue(field, bytes);
  const again = readAbiValue(field, formValueOf(field, back));
  expect(again.ok && encodeAbiValue(field, again.value)).toEqual(bytes);
  return { field, value, bytes, back };
}

describe('parseAbiField', () => {
  it('accepts uint8 … uint512 in steps of 8 and refuses the rest with the rule', () => {
    for (let n = 8; n <= 512; n += 8)
      expect(parseAbiField(`uint${n}`)).toEqual({ kind: 'uint', type: `uint${n}`, bits: n });
    for (const bad of ['uint0', 'uint7', 'uint520', 'uint', 'uint08'])
      expect(() => parseAbiField(bad)).toThrow(AbiTypeError);
    expect(() => parseAbiField('uint7')).toThrow(M.uintBits('7'));
  });

  it('reads ufixedNxM with M from 1 to 160', () => {
    expect(parseAbiField('ufixed64x2')).toEqual({
      kind: 'ufixed',
      type: 'ufixed64x2',
      bits: 64,
      precision: 2,
    });
    expect(parseAbiField('ufixed512x160')).toMatchObject({ precision: 160 });
    expect(() => parseAbiField('ufixed64x0')).toThrow(M.ufixedPrecision('0'));
    expect(() => parseAbiField('ufixed64x161')).toThrow(M.ufixedPrecision('161'));
    expect(() => parseAbiField('ufixed12x2')).toThrow(M.ufixedBits('12'));
  });

  it('reads byte arrays as bytes, other arrays as arrays, nested tuples', () => {
    expect(parseAbiField('byte[]')).toEqual({ kind: 'bytes', type: 'byte[]' });
    expect(parseAbiField('byte[32]')).toEqual({ kind: 'bytes', type: 'byte[32]', length: 32 });
    const f = parseAbiField('(uint64,(bool,string)[],address[2])[3]');
    expect(f.kind).toBe('array');
    expect(f.type).toBe('(uint64,(bool,string)[],address[2])[3]');
    expect(() => parseAbiField('uint64[65536]')).toThrow(M.arrayLength('65536'));
    expect(() => parseAbiField('(uint64,bool')).toThrow(AbiTypeError);
    expect(() => parseAbiField('foo')).toThrow(M.unknownType('foo'));
  });

  it('names struct fields in the spec order, nested and inline, and refuses unknown or cyclic structs', () => {
    const structs = {
      Inner: [
        { name: 'b', type: 'bool' },
        { name: 'a', type: 'uint8' },
      ],
      Outer: [
        { name: 'z', type: 'string' },
        { name: 'inner', type: 'Inner' },
        { name: 'inline', type: [{ name: 'x', type: 'uint16' }] },
      ],
      Loop: [{ name: 'me', type: 'Loop' }],
    };
    const f = parseAbiField('(string,(bool,uint8),(uint16))', structs, 'Outer');
    expect(f).toMatchObject({ kind: 'tuple', struct: 'Outer', type: '(string,(bool,uint8),(uint16))' });
    if (f.kind !== 'tuple') throw new Error('tuple');
    expect(f.fields.map((m) => m.name)).toEqual(['z', 'inner', 'inline']);
    expect(() => parseAbiField('x', structs, 'Nope')).toThrow(M.unknownStruct('Nope'));
    expect(() => parseAbiField('x', structs, 'Loop')).toThrow(M.structCycle('Loop'));
  });
});

describe('uintN values', () => {
  it('takes every width at 0 and at 2^N − 1 exactly, and refuses 2^N with the maximum', () => {
    for (let n = 8; n <= 512; n += 8) {
      const max = (1n << BigInt(n)) - 1n;
      roundTrip(`uint${n}`, '0', 0n);
      const { back } = roundTrip(`uint${n}`, max.toString(), max);
      expect(back).toBe(max);
      expect(err(`uint${n}`, (max + 1n).toString())).toEqual({ '': M.tooBig(n, max) });
    }
  });

  it('refuses empty, negative, fractional and non-digit input', () => {
    expect(err('uint64', '')).toEqual({ '': M.required });
    expect(err('uint64', '-1')).toEqual({ '': M.negative });
    expect(err('uint64', '1.5')).toEqual({ '': M.notWhole });
    expect(err('uint64', '0x10')).toEqual({ '': M.notWhole });
    expect(ok('uint64', '1_000').value).toBe(1000n);
  });
});

describe('ufixedNxM values', () => {
  it('scales exactly, keeps trailing zeros harmless, and refuses excess precision', () => {
    expect(ok('ufixed64x2', '1.5').value).toBe(150n);
    expect(ok('ufixed64x2', '1.50').value).toBe(150n);
    expect(ok('ufixed64x2', '.05').value).toBe(5n);
    expect(ok('ufixed64x2', '7').value).toBe(700n);
    expect(err('ufixed64x2', '1.555')).toEqual({ '': M.tooPrecise(2) });
    expect(err('ufixed64x2', 'abc')).toEqual({ '': M.notDecimal });
    // the bound in the decimals the person types: 25.5, not the scaled integer 255
    expect(err('ufixed8x1', '25.6')).toEqual({ '': 'Must fit in 8 bits: at most 25.5.' });
    expect(err('ufixed8x3', '0.256')).toEqual({ '': M.tooBig(8, '0.255') });
    const tiny = `0.${'0'.repeat(9)}1${'0'.repeat(149)}1`;
    const { back, field } = roundTrip('ufixed512x160', tiny, 10n ** 150n + 1n);
    expect(displayAbiValue(field, back)).toBe(tiny);
  });
});

describe('byte, bool, address, string', () => {
  it('round-trips and refuses out-of-range input', () => {
    roundTrip('byte', '255', 255);
    expect(err('byte', '256')).toEqual({ '': M.byteRange });
    roundTrip('bool', true, true);
    roundTrip('bool', false, false);
    roundTrip('address', ADDR2, ADDR2);
    roundTrip('address', ADDR, ADDR);
    expect(Object.values(err('address', 'ABC'))[0]).toMatch(/58/);
    expect(err('address', '')).toEqual({ '': M.required });
    roundTrip('string', 'héllo ✓', 'héllo ✓');
    roundTrip('string', '', '');
    expect(err('string', 'x'.repeat(65536))).toEqual({ '': M.stringTooLong(65536) });
  });
});

describe('byte[] and byte[N]', () => {
  it('reads hex, base64 and text, and holds a static length exactly', () => {
    expect(ok('byte[]', { format: 'hex', text: '0x00ff' }).value).toEqual(new Uint8Array([0, 255]));
    expect(ok('byte[]', { format: 'base64', text: 'AP8=' }).value).toEqual(new Uint8Array([0, 255]));
    expect(ok('byte[]', { format: 'text', text: 'hi' }).value).toEqual(new Uint8Array([104, 105]));
    roundTrip('byte[]', { format: 'hex', text: 'deadbeef' }, new Uint8Array([0xde, 0xad, 0xbe, 0xef]));
    roundTrip('byte[4]', { format: 'text', text: 'abcd' }, new Uint8Array([97, 98, 99, 100]));
    expect(err('byte[4]', { format: 'hex', text: '00' })).toEqual({ '': M.bytesLength(4, 1) });
    expect(err('byte[]', { format: 'hex', text: 'zz' })).toEqual({ '': M.notHex });
    expect(err('byte[]', { format: 'base64', text: '@@' })).toEqual({ '': M.notBase64 });
  });
});

describe('arrays and tuples', () => {
  it('round-trips static and dynamic arrays and reports each element at its path', () => {
    roundTrip('uint16[3]', ['1', '2', '65535'], [1n, 2n, 65535n]);
    roundTrip('bool[]', [true, false, true], [true, false, true]);
    roundTrip('string[]', [], []);
    expect(err('uint8[2]', ['1'])).toEqual({ '': M.arrayCount(2, 1) });
    expect(err('uint8[]', ['1', '300', 'x'])).toEqual({ '1': M.tooBig(8, 255n), '2': M.notWhole });
    expect(
      err(
        'bool[]',
        Array.from({ length: 65536 }, () => true),
      ),
    ).toEqual({ '': M.tooManyElements(65536) });
  });

  it('round-trips a dynamic array of tuples with nested dynamic parts', () => {
    const form: AbiFormValue = [
      ['1', [['x', true]], { format: 'text', text: 'a' }],
      ['2', [], { format: 'hex', text: '' }],
    ];
    roundTrip('(uint64,(string,bool)[],byte[])[]', form, [
      [1n, [['x', true]], new Uint8Array([97])],
      [2n, [], new Uint8Array()],
    ]);
    expect(err('(uint64,(string,bool)[])[]', [['1', [['x', 'notbool']]]])).toEqual({
      '0.1.0.1': M.wrongShape,
    });
  });

  it('encodes struct fields in the ABI field order and shows them by name', () => {
    const structs = {
      S: [
        { name: 'zeta', type: 'uint8' },
        { name: 'alpha', type: 'string' },
      ],
    };
    const field = parseAbiField('(uint8,string)', structs, 'S');
    const r = readAbiValue(field, ['7', 'a']);
    if (!r.ok) throw new Error('rejected');
    expect(encodeAbiValue(field, r.value)).toEqual(algosdk.ABIType.from('(uint8,string)').encode([7, 'a']));
    const shown = displayAbiValue(field, decodeAbiValue(field, encodeAbiValue(field, r.value)));
    expect(shown).toEqual({ zeta: '7', alpha: 'a' });
    expect(Object.keys(shown as object)).toEqual(['zeta', 'alpha']);
  });

  it('starts empty forms with every static slot', () => {
    expect(emptyFormValue(parseAbiField('(uint8,bool,byte[2])[2]'))).toEqual([
      ['', false, { format: 'hex', text: '' }],
      ['', false, { format: 'hex', text: '' }],
    ]);
    expect(emptyFormValue(parseAbiField('uint8[]'))).toEqual([]);
  });

  it('decodes from a subarray at its own offset', () => {
    const field = parseAbiField('uint16');
    const buffer = new Uint8Array([9, 9, 0, 5]);
    expect(decodeAbiValue(field, buffer.subarray(2))).toBe(5n);
  });
});
