/**
 * mimc and poseidon2 against go-algorand v5.0.0's data/transactions/logic/crypto_test.go
 * (TestMimc, TestPoseidon2): the same preimages, the same expected hashes, the same failures.
 */
import { describe, expect, it } from 'vitest';
import { runApp } from '../testing/runTeal';

// go: crypto_test.go TestMimc / TestPoseidon2 preImageTestVectors (shared by both tests)
const PREIMAGES: [string, boolean][] = [
  ['0x', false], // zero-length input
  ['0x23a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b5042535', true],
  ['0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000002', false], // above the modulus
  ['0xdeadf00d', false], // less than 32 bytes
  [
    '0x183de351a72141d79c51a27d10405549c98302cb2536c5968deeb3cba635121723a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b504253530644e72e131a029b85045b68181585d2833e84879b9709143e1f593ef676981',
    true,
  ],
  [
    '0x183de351a72141d79c51a27d10405549c98302cb2536c5968deeb3cba635121723a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b504253573eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000002',
    false,
  ],
  [
    '0x183de351a72141d79c51a27d10405549c98302cb2536c5968deeb3cba635121723a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b5042535abba',
    false,
  ],
];

// go: crypto_test.go circuitHashTestVectors (decimal; only the accepted preimages' values matter)
const HASHES: Record<string, string[]> = {
  BN254Mp110: [
    '20104241803663641422577121134203490505137011783614913652735802145961801733870',
    '12886436712380113721405259596386800092738845035233065858332878701083870690753',
    '19565877911319815535452130675266047290072088868113536892077808700068649624391',
    '1037254799353855871006189384309576393135431139055333626960622147300727796413',
    '6040222623731283351958201178122781676432899642144860863024149088913741383362',
    '21691351735381703396517600859480938764038501053226864452091917666642352837076',
    '10501393540371963307040960561318023073151272109639330842515119353134949995409',
  ],
  BLS12_381Mp111: [
    '17991912493598890696181760734961918471863781118188078948205844982816313445306',
    '8791766422525455185980675814845076441443662947059416063736889106252015893524',
    '35137972692771717943992759113612269767581262500164574105059686144346651628747',
    '15039173432183897369859775531867817848264266283034981501223857291379142522368',
    '12964111614552580241101202600014316932811348627866250816177200046290462797607',
    '21773894974440411325489312534417904228129169539217646609523079291104496302656',
    '9873666029497961930790892458408217321483390383568592297687427911011295910871',
  ],
  BN254t2: [
    '0',
    '9508867777362231262564394485161648897131889139474639535709054689562539246209',
    '0',
    '0',
    '6791735139456093729163685856803485582211494197517701835714118539027901440151',
    '0',
    '0',
  ],
  BLS12_381t2: [
    '0',
    '34960972753749415790402211978912014226528569245540044525901549350192685584856',
    '0',
    '0',
    '42428992405405528150674275794637337448740652553021708843638392031995718438793',
    '0',
    '0',
  ],
};

/** go compares with big.Int.Bytes() (no leading zeros); every accepted hash here is 32 bytes. */
const hashHex = (dec: string) => BigInt(dec).toString(16).padStart(64, '0');
const BIG = { params: { maxAppProgramCost: 20_000 } };

const CONFIGS: [string, string, number][] = [
  ['mimc', 'BN254Mp110', 11],
  ['mimc', 'BLS12_381Mp111', 11],
  ['poseidon2', 'BN254t2', 13],
  ['poseidon2', 'BLS12_381t2', 13],
];

describe.each(CONFIGS)('%s %s', (op, config, version) => {
  it.each(PREIMAGES.map(([pre, ok], i) => [i, pre, ok] as const))(
    'preimage %i (%s): accepted=%s',
    (i, pre, ok) => {
      const r = runApp(
        `#pragma version ${version}\nbyte ${pre}\n${op} ${config}\nbyte 0x${hashHex(HASHES[config]?.[i] ?? '')}\n==`,
        BIG,
      );
      if (ok) {
        expect(r.error?.message).toBeUndefined();
        expect(r.pass).toBe(true);
      } else expect(r.error).toBeDefined();
    },
  );

  it('fails with go’s texts: empty, not whole 32-byte blocks, an element at or above the modulus', () => {
    const err = (pre: string) =>
      runApp(`#pragma version ${version}\nbyte ${pre}\n${op} ${config}\nlen`, BIG).error?.message;
    expect(err('0x')).toBe('the input data cannot be empty');
    expect(err('0xdeadf00d')).toBe('the input data must be a multiple of 32 bytes');
    expect(err(`0x${'ff'.repeat(32)}`)).toBe(`invalid ${op} input invalid fr.Element encoding`);
  });

  it('costs base + per 32 bytes (go opcodes.go costByFieldAndLength)', () => {
    const [base, per] = op === 'mimc' ? [10, 550] : [7, 350];
    // No stateful op: a v13 program may be salted (go assembler.go finalizeProgram); keep it unsalted.
    const r = runApp(
      `#pragma version ${version}\n#pragma autosalt false\nint 96\nbzero\n${op} ${config}\npop\nint 1`,
      BIG,
    );
    expect(r.pass).toBe(true);
    expect(20_000 - r.group.remainingBudget).toBe(1 + 1 + base + 3 * per + 1 + 1);
  });
});

it('poseidon2 is v13 only (the assembler rejects it earlier)', () => {
  expect(() => runApp('#pragma version 12\nint 32\nbzero\nposeidon2 BN254t2\nlen')).toThrow(
    'poseidon2 opcode was introduced in v13',
  );
});
