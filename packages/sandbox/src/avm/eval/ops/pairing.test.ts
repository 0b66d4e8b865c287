/**
 * ec_* opcodes against go-algorand v5.0.0's data/transactions/logic/pairing_test.go (ported case by
 * case, test names cited) and gnark-crypto's hash-to-curve known answers for ec_map_to.
 */
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { FpIsSquare } from '@noble/curves/abstract/modular.js';
import { describe, expect, it } from 'vitest';
import { EC_GROUPS, type EcGroup, type EcPoint, encodePoint } from '../zk/ecGroup';
import { runApp } from '../testing/runTeal';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const byte = (b: Uint8Array) => `byte 0x${hex(b)};`;
const int = (n: number | bigint) => `int ${n};`;
/** go's testLogicBudget = 16 * 20_000 for the expensive tests. */
const BIG = { params: { maxAppProgramCost: 320_000 } };

function prog(body: string, version = 10): string {
  return `#pragma version ${version}\n#pragma typetrack false\n${body.replaceAll(/;\s*/g, '\n')}`;
}
function run(body: string, version = 10) {
  return runApp(prog(body, version), BIG);
}
/** go's testAccepts. */
function accepts(body: string, version = 10): void {
  const r = run(body, version);
  expect(r.error?.message).toBeUndefined();
  expect(r.pass).toBe(true);
}
/** go's testPanics with its substring check. */
function panics(body: string, contains: string, version = 10): void {
  const r = run(body, version);
  expect(r.pass).toBe(false);
  expect(r.error?.message).toContain(contains);
}

const GROUPS = Object.values(EC_GROUPS);
/** Deterministic stand-ins for go's random points (go maps random field elements): k·G. */
const point = (g: EcGroup, k = 0x1234_5678_9abc_def0_1357_9bdfn) =>
  encodePoint(g, (g.Point.BASE as EcPoint).multiply(k));
const rBytes = (g: EcGroup) => Buffer.from(g.r.toString(16).padStart(64, '0'), 'hex');

describe.each(GROUPS)('$name', (g) => {
  const size = g.size;
  const pt1 = byte(point(g));
  const pt2 = byte(point(g, 0xfeedn));

  // go: pairing_test.go TestEcAdd
  it('ec_add: sums, identity on either side, bad lengths', () => {
    const add = `ec_add ${g.name};`;
    accepts(pt1 + pt2 + add + 'len');
    accepts(pt1 + int(size) + 'bzero;' + add + pt1 + '==');
    panics(pt1 + int(size + 1) + 'bzero;' + add + pt1 + '==', 'bad length');
    panics(pt1 + int(size - 1) + 'bzero;' + add + pt1 + '==', 'bad length');
    accepts(int(size) + 'bzero;' + pt1 + add + pt1 + '==');
    panics(int(size + 1) + 'bzero;' + pt1 + add + pt1 + '==', 'bad length');
    panics(int(size - 1) + 'bzero;' + pt1 + add + pt1 + '==', 'bad length');
    accepts(int(size) + 'bzero; dupn 2;' + add + '==');
    // P + P doubles; P + (-P) is the all-zero infinity
    const twice = encodePoint(g, (g.Point.BASE as EcPoint).multiply(0x1234_5678_9abc_def0_1357_9bdfn * 2n));
    accepts(pt1 + 'dup;' + add + byte(twice) + '==');
    const neg = encodePoint(g, (g.Point.BASE as EcPoint).multiply(0x1234_5678_9abc_def0_1357_9bdfn).negate());
    accepts(pt1 + byte(neg) + add + int(size) + 'bzero; ==');
  });

  // go: pairing_test.go TestEcScalarMul
  it('ec_scalar_mul: by 0, r, 1, r+1, short scalars; bad lengths', () => {
    const mul = `ec_scalar_mul ${g.name};`;
    accepts(pt1 + 'int 0; itob;' + mul + int(size) + 'bzero; ==');
    panics('int 63; bzero; int 1; itob;' + mul + 'len', 'bad length');
    panics('int 65; bzero; int 1; itob;' + mul + 'len', 'bad length');
    panics(pt1 + 'int 33; bzero;' + mul + int(size) + 'bzero; ==', 'ec_scalar_mul scalar len is 33');
    accepts(pt1 + byte(rBytes(g)) + mul + int(size) + 'bzero; ==');
    accepts(pt1 + 'int 1; itob;' + mul + pt1 + '==');
    const rp1 = Buffer.from((g.r + 1n).toString(16).padStart(64, '0'), 'hex');
    accepts(pt1 + byte(rp1) + mul + pt1 + '==');
    accepts(pt1 + 'dup; int 32; bzero; int 7; itob; b|;' + mul + 'swap; int 7; itob;' + mul + '==');
  });

  // go: pairing_test.go TestEcMultiExp
  it('ec_multi_scalar_mul: by 0, by 1, 1+1 = 2', () => {
    const multiexp = `ec_multi_scalar_mul ${g.name};`;
    const mul = `ec_scalar_mul ${g.name};`;
    accepts(pt1 + 'int 32; bzero;' + multiexp + int(size) + 'bzero; ==');
    accepts(pt1 + 'int 32; bzero; int 1; itob; b|;' + multiexp + pt1 + '==');
    accepts(
      pt1 +
        'dup; concat; int 32; bzero; int 1; itob; b|; dup; concat;' +
        multiexp +
        pt1 +
        'byte 0x02;' +
        mul +
        '==',
    );
  });

  // go: pairing_test.go TestAgreement (k1 = 2F53; k2 normal and very big)
  it.each(['372D82', 'FE'.repeat(32)])(
    'scalar muls and adds agree with ec_multi_scalar_mul (k2=%s)',
    (k2) => {
      const multiexp = `ec_multi_scalar_mul ${g.name};`;
      const mul = `ec_scalar_mul ${g.name};`;
      const add = `ec_add ${g.name};`;
      accepts(
        `${pt1} byte 0x2F53; ${mul} ${pt2} byte 0x${k2}; ${mul} ${add}` +
          `${pt1} ${pt2} concat; int 32; bzero; byte 0x2F53; b|; int 32; bzero; byte 0x${k2}; b|; concat; ${multiexp} ==`,
      );
    },
  );

  it('ec_multi_scalar_mul: error texts of go (bytesToBN254G1s & co, bad scalars length)', () => {
    const multiexp = `ec_multi_scalar_mul ${g.name};`;
    panics('byte 0x; int 32; bzero;' + multiexp + 'len', 'empty input');
    panics(
      int(size + 1) + 'bzero; int 32; bzero;' + multiexp + 'len',
      `bad length ${size + 1}. Expected ${size} multiple`,
    );
    panics(pt1 + 'int 31; bzero;' + multiexp + 'len', 'bad scalars length 31. Expected 32');
  });

  // go: pairing_test.go TestSubgroupCheckInfinity, TestSubgroupCheck
  it('ec_subgroup_check: infinity is in; bad lengths; corrupted points are not on the curve', () => {
    accepts(int(size) + `bzero; ec_subgroup_check ${g.name}`);
    panics(int(size + 1) + `bzero; ec_subgroup_check ${g.name}`, 'bad length');
    panics(int(size - 1) + `bzero; ec_subgroup_check ${g.name}`, 'bad length');
    accepts(pt1 + `ec_subgroup_check ${g.name}`);
    const changed = pt1.replace('a', 'f').replace('c', 'a');
    panics(changed + `ec_subgroup_check ${g.name}; !`, 'point not on curve');
  });

  it('a coordinate at or above the modulus is rejected with go’s text', () => {
    const n = g.fpSize;
    const bad = Buffer.alloc(size);
    Buffer.from(g.p.toString(16).padStart(2 * n, '0'), 'hex').copy(bad, 0);
    panics(byte(bad) + `ec_subgroup_check ${g.name}`, `field element ${g.p} larger than modulus ${g.p}`);
  });
});

// go: pairing_test.go TestPairCheck (the generators are go's bnG1Gen/bnG2Gen and blsG1Gen/blsG2Gen)
describe('ec_pairing_check', () => {
  const bnG1 = { x: 1n, y: 2n };
  const bnG2 = {
    x: {
      c0: 10857046999023057135944570762232829481370756359578518086990519993285655852781n,
      c1: 11559732032986387107991004021392285783925812861821192530917403151452391805634n,
    },
    y: {
      c0: 8495653923123431417604973247489272438418190587263600148770280649306958101930n,
      c1: 4082367875863433681332203403145435568316851327593401208105741076214120093531n,
    },
  };
  const blsG1 = {
    x: 3685416753713387016781088315183077757961620795782546409894578378688607592378376318836054947676345821548104185464507n,
    y: 1339506544944476473020471379941921221584933875938349620426543736416511423956333506472724655353366534992391756441569n,
  };
  const blsG2 = {
    x: {
      c0: 352701069587466618187139116011060144890029952792775240219908644239793785735715026873347600343865175952761926303160n,
      c1: 3059144344244213709971259814753781636986470325476647558659373206291635324768958432433509563104347017837885763365758n,
    },
    y: {
      c0: 1985150602287291935568054521177171638300868978215655730859378665066344726373823718423869104263333984641494340347905n,
      c1: 927553665492332455747201965776037880757740193453592970025027978793976877002675564980949289727957565575433344219582n,
    },
  };
  const enc = (g: EcGroup, p: { x: unknown; y: unknown }) =>
    encodePoint(g, g.Point.fromAffine(p as Parameters<typeof g.Point.fromAffine>[0]));

  const cases = [
    ['BN254', EC_GROUPS.BN254g1, EC_GROUPS.BN254g2, bnG1, bnG2],
    ['BLS12_381', EC_GROUPS.BLS12_381g1, EC_GROUPS.BLS12_381g2, blsG1, blsG2],
  ] as const;

  it.each(cases)('%s: e(-G1, G2)·e(G1, G2) = 1, in both argument orders', (_, g1, g2, p, q) => {
    const gen1 = g1.Point.fromAffine(p as never) as EcPoint;
    const g1bytes = byte(Buffer.concat([encodePoint(g1, gen1.negate()), enc(g1, p)]));
    const g2bytes = byte(Buffer.concat([enc(g2, q), enc(g2, q)]));
    accepts(g1bytes + g2bytes + `ec_pairing_check ${g1.name}`);
    accepts(g2bytes + g1bytes + `ec_pairing_check ${g2.name}`);
    // e(G1, G2) alone is not the identity
    accepts(byte(enc(g1, p)) + byte(enc(g2, q)) + `ec_pairing_check ${g1.name}; !`);
  });

  it.each(cases)(
    '%s: infinity pairs are skipped; count mismatch and empty input fail as go',
    (_, g1, g2, p, q) => {
      const z1 = int(g1.size) + 'bzero;';
      accepts(z1 + byte(enc(g2, q)) + `ec_pairing_check ${g1.name}`);
      panics(
        byte(enc(g1, p)) + byte(Buffer.concat([enc(g2, q), enc(g2, q)])) + `ec_pairing_check ${g1.name}`,
        'invalid inputs sizes',
      );
      panics('byte 0x;' + byte(enc(g2, q)) + `ec_pairing_check ${g1.name}`, 'empty input');
    },
  );

  // go: opcodes.go ec_pairing_check costByFieldAndLength — the chunk is the group's own point size but
  // it counts the bytes of B, so one BN254g1 pairing (B = one 128-byte G2 point) is charged 2 chunks.
  it('costs 8000 + 7400 per 64 bytes of B (BN254g1) and 13000 + 10000 per 96 bytes of B (BLS12_381g1)', () => {
    const before = 320_000;
    const g1 = byte(enc(EC_GROUPS.BN254g1, bnG1));
    const g2 = byte(enc(EC_GROUPS.BN254g2, bnG2));
    const r = run(`${g1} ${g2} ec_pairing_check BN254g1; pop; int 1`);
    expect(before - r.group.remainingBudget).toBe(1 + 1 + 8000 + 7400 * 2 + 1 + 1);
    const r2 = run(
      `${byte(enc(EC_GROUPS.BLS12_381g1, blsG1))} ${byte(enc(EC_GROUPS.BLS12_381g2, blsG2))} ec_pairing_check BLS12_381g1; pop; int 1`,
    );
    expect(before - r2.group.remainingBudget).toBe(1 + 1 + 13000 + 10000 * 2 + 1 + 1);
  });
});

/** What one step of `op` was charged, read from the trace. */
function stepCost(body: string, op: string): number {
  const costs: number[] = [];
  const r = runApp(prog(body), { ...BIG, trace: { step: (t) => t.op === op && costs.push(t.cost) } });
  expect(r.error?.message).toBeUndefined();
  return costs[0] ?? -1;
}

// go: opcodes.go — static costs by group, and ec_multi_scalar_mul's per 32 bytes of B (the scalars)
describe('costs', () => {
  it.each([
    ['ec_add', 'BN254g1', 125],
    ['ec_add', 'BLS12_381g2', 290],
    ['ec_scalar_mul', 'BN254g2', 3430],
    ['ec_scalar_mul', 'BLS12_381g1', 2950],
    ['ec_subgroup_check', 'BN254g1', 20],
    ['ec_subgroup_check', 'BLS12_381g2', 2340],
    ['ec_map_to', 'BN254g2', 3300],
    ['ec_map_to', 'BLS12_381g2', 8150],
  ])('%s %s costs %i', (op, c, cost) => {
    const g = EC_GROUPS[c as keyof typeof EC_GROUPS];
    const args = {
      ec_add: `${byte(point(g))} dup;`,
      ec_scalar_mul: `${byte(point(g))} int 3; itob;`,
      ec_subgroup_check: byte(point(g)),
      ec_map_to: `int ${2 * g.fpSize}; bzero;`,
    }[op];
    expect(stepCost(`${args} ${op} ${c}; pop; int 1`, op)).toBe(cost);
  });

  it('ec_multi_scalar_mul BN254g1 costs 3600 + 90 per 32 bytes of scalars', () => {
    const pts = byte(Buffer.concat([point(EC_GROUPS.BN254g1), point(EC_GROUPS.BN254g1, 5n)]));
    expect(
      stepCost(`${pts} int 64; bzero; ec_multi_scalar_mul BN254g1; pop; int 1`, 'ec_multi_scalar_mul'),
    ).toBe(3600 + 90 * 2);
  });
});

describe('points outside the prime-order subgroup', () => {
  // An on-curve BLS12-381 G1 point that is not in G1: the first x ≥ 1 with x³ + 4 a square.
  const { Fp } = bls12_381.fields;
  let x = 1n;
  while (!FpIsSquare(Fp, Fp.add(Fp.mul(Fp.sqr(x), x), 4n))) x++;
  const y = Fp.sqrt(Fp.add(Fp.mul(Fp.sqr(x), x), 4n));
  const g = EC_GROUPS.BLS12_381g1;
  const raw = Buffer.concat([
    Buffer.from(x.toString(16).padStart(96, '0'), 'hex'),
    Buffer.from(y.toString(16).padStart(96, '0'), 'hex'),
  ]);

  it('ec_subgroup_check says 0; ec_pairing_check fails with "wrong subgroup"', () => {
    expect(g.Point.fromAffine({ x, y }).isTorsionFree()).toBe(false);
    accepts(byte(raw) + 'ec_subgroup_check BLS12_381g1; !');
    panics(
      byte(raw) +
        byte(encodePoint(EC_GROUPS.BLS12_381g2, EC_GROUPS.BLS12_381g2.Point.BASE as EcPoint)) +
        'ec_pairing_check BLS12_381g1',
      'wrong subgroup',
    );
  });

  it('BN254g2: the SVDW map before cofactor clearing is on the curve, not in G2; small multiples are sums', () => {
    // gnark-crypto ecc/bn254/hash_vectors_test.go encodeToG2Vector[0].Q (MapToCurve2 of its u)
    const q =
      '1aff45b8bec4d8c0b48638acd6aa6886d9c0202c8f415061673ec4a1eb520af6' +
      '19abe65fd87b71da2f78347494f28418dee2f1b75956f0dddc4efb98837e325d' +
      '1f01deb60bef6c08b36bb2cb465efdd20b597532e05a27c45034a729f8fe8f59' +
      '2e76aede179fdb62bdba78c6f28566f68aa721f3220a853b65c79f135e427ef7';
    accepts(`byte 0x${q}; ec_subgroup_check BN254g2; !`);
    // SplitScalar(3) = (3, 0): gnark's GLV gives 3·Q, as Q + Q + Q.
    accepts(
      `byte 0x${q}; int 32; bzero; int 3; itob; b|; ec_multi_scalar_mul BN254g2; ` +
        `byte 0x${q}; dup; ec_add BN254g2; byte 0x${q}; ec_add BN254g2; ==`,
    );
    panics(
      `byte 0x${hex(point(EC_GROUPS.BN254g1))}; byte 0x${q}; ec_pairing_check BN254g1`,
      'wrong subgroup',
    );
  });

  // gnark-crypto v0.18.1 ecc/bls12-381/bls12-381.go: lambdaGLV = x₀² − 1 and thirdRootOneG1 = ω.
  const lambda = 228988810152649578064853576960394133503n;
  const omega =
    4002409555221667392624310435006688643935503118305586438271171395842971157480381377015405980053539358417135540939436n;
  const P = g.Point.fromAffine({ x, y }) as EcPoint;
  const phiP = g.Point.fromAffine({ x: Fp.mul(x, omega), y }) as EcPoint;
  const scalar = (k: bigint) => `byte 0x${k.toString(16).padStart(64, '0')};`;

  it("ec_scalar_mul is gnark's GLV answer: k₁·P + k₂·ϕ(P), which is not k·P outside the subgroup", () => {
    // g1.go mulGLV: for BLS12-381 the lattice is ((λ, −1), (1, λ + 1)) with determinant
    // λ² + λ + 1 = r, so SplitScalar(2 + 3λ) = (2, 3): the answer is 2·P + 3·ϕ(P), ϕ(x, y) = (ω·x, y).
    const glv = encodePoint(g, P.double().add(phiP.double().add(phiP)));
    accepts(byte(raw) + scalar(2n + 3n * lambda) + `ec_scalar_mul BLS12_381g1; ${byte(glv)} ==`);
    // SplitScalar(λ) = (λ, 0): λ·P itself, which differs from ϕ(P) off the subgroup (equal in it).
    const lambdaP = run(
      byte(raw) + scalar(lambda) + 'ec_scalar_mul BLS12_381g1; ' + byte(encodePoint(g, phiP)) + '==; !',
    );
    expect(lambdaP.pass).toBe(true);
    // Small scalars split as (k, 0): 3·P = P + P + P.
    accepts(
      byte(raw) +
        'int 3; itob; ec_scalar_mul BLS12_381g1; ' +
        byte(raw) +
        'dup; ec_add BLS12_381g1; ' +
        byte(raw) +
        'ec_add BLS12_381g1; ==',
    );
    accepts(byte(raw) + 'dup; ec_add BLS12_381g1; len; int 96; ==');
  });

  it('ec_multi_scalar_mul: up to 2 points sum GLV products, more go through MultiExp, the true Σ (kᵢ mod r)·Pᵢ', () => {
    // pairing.go bls12381G1MultiMulThreshold = 2; multiexp.go partitionScalars: exact signed digits.
    const k = 2n + 3n * lambda;
    const glv = encodePoint(g, P.double().add(phiP.double().add(phiP)));
    const two = byte(Buffer.concat([raw, raw]));
    const three = byte(Buffer.concat([raw, raw, raw]));
    accepts(two + scalar(k) + 'int 32; bzero; concat; ec_multi_scalar_mul BLS12_381g1; ' + byte(glv) + '==');
    // MultiExp: (2 + 3λ)·P = 2·P + 3·(λ·P), λ·P being ec_scalar_mul's answer for λ (split (λ, 0)).
    const exact =
      byte(raw) +
      scalar(lambda) +
      'ec_scalar_mul BLS12_381g1; int 3; itob; ec_scalar_mul BLS12_381g1; ' +
      byte(raw) +
      'dup; ec_add BLS12_381g1; ec_add BLS12_381g1; ';
    accepts(three + scalar(k) + 'int 64; bzero; concat; ec_multi_scalar_mul BLS12_381g1; ' + exact + '==');
    accepts(
      three + scalar(k) + 'int 64; bzero; concat; ec_multi_scalar_mul BLS12_381g1; ' + byte(glv) + '==; !',
    );
    // Scalars are read mod r there: r + 3 gives 3·P.
    accepts(
      three +
        scalar(g.r + 3n) +
        'int 64; bzero; concat; ec_multi_scalar_mul BLS12_381g1; ' +
        byte(raw) +
        'int 3; itob; ec_scalar_mul BLS12_381g1; ==',
    );
  });
});

describe('ec_map_to', () => {
  // go: pairing_test.go TestMapTo
  it.each(['BN254g1', 'BLS12_381g1'])('%s: int 27 maps into the subgroup', (c) => {
    accepts(`int 27; itob; ec_map_to ${c}; ec_subgroup_check ${c}`);
  });

  // go: pairing_test.go TestSlowMapTo
  it('G2: needs exactly two field elements; 67 + 2783·i maps into the subgroup', () => {
    for (const c of ['BN254g2', 'BLS12_381g2'])
      panics(`int 27; itob; ec_map_to ${c}; ec_subgroup_check ${c}`, 'bad encoded element length');
    accepts(
      'int 32; bzero; int 67; itob; b|; int 32; bzero; int 2783; itob; b|; concat; ec_map_to BN254g2; ec_subgroup_check BN254g2',
    );
    accepts(
      'int 48; bzero; int 67; itob; b|; int 48; bzero; int 2783; itob; b|; concat; ec_map_to BLS12_381g2; ec_subgroup_check BLS12_381g2',
    );
  });

  it('zero (and, for G1, the empty string) maps into the subgroup', () => {
    for (const c of ['BN254g1', 'BLS12_381g1']) {
      accepts(`byte 0x; ec_map_to ${c}; ec_subgroup_check ${c}`);
      accepts(`int 0; itob; ec_map_to ${c}; byte 0x; ec_map_to ${c}; ==`);
    }
    accepts('int 64; bzero; ec_map_to BN254g2; ec_subgroup_check BN254g2');
    accepts('int 96; bzero; ec_map_to BLS12_381g2; ec_subgroup_check BLS12_381g2');
    panics('byte 0x; ec_map_to BN254g2', 'bad encoded element length: 0');
  });

  it('an element at the modulus is rejected', () => {
    const p = EC_GROUPS.BN254g1.p;
    panics(`byte 0x${p.toString(16)}; ec_map_to BN254g1`, `field element ${p} larger than modulus ${p}`);
  });

  // Known answers: gnark-crypto's own vectors for MapToG1/MapToG2, which go calls
  // (gnark-crypto ecc/bn254/hash_vectors_test.go encodeToG1Vector/encodeToG2Vector: u → P;
  // ecc/bls12-381/hash_vectors_test.go, RFC 9380 J.9.2 / J.10.2 encode_to_curve: u → P).
  const cases: [string, string, string][] = [
    [
      'BN254g1',
      '0cb81538a98a2e3580076eed495256611813f6dae9e16d3d4f8de7af0e9833e1',
      '1bb8810e2ceaf04786d4efd216fc2820ddd9363712efc736ada11049d8af5925' +
        '1efbf8d54c60d865cce08437668ea30f5bf90d287dbd9b5af31da852915e8f11',
    ],
    [
      'BN254g1',
      '0ba35e127276e9000b33011860904ddee28f1d48ddd3577e2a797ef4a5e62319',
      '0da4a96147df1f35b0f820bd35c6fac3b80e8e320de7c536b1e054667b22c332' +
        '189bd3fbffe4c8740d6543754d95c790e44cd2d162858e3b733d2b8387983bb7',
    ],
    [
      'BN254g2',
      '05952a51e848675c06172da425edc1c471c11db4bc51cfb84c097bdbcf22b6b5' +
        '04f8c1f037b231d08ea68f3e23b8e3c708d3993a1577d1bcfc92c2392a82c47e',
      '04e9ea7f5807198397a99e234e91d4b9e6cadf0135ebedd97fd75cffed6e994d' +
        '070077acfda8443392fb30222ba96b63f4b734e678494bf4ed0e07074b440a7b' +
        '2d3653bf41ec170ce2d48774d02393c8d5f60fee5690b4f8cbc8531e269227f9' +
        '0a7cf5d0d356f0c4d163570209e5f8f749bf91dc2a7d9ba58199a95ce02242b4',
    ],
    [
      'BN254g2',
      '25f701986d04721d21b118002eeaad1b8ecc8de722d4d8e7ad5f060518ea5c7c' +
        '0f05f22acfb3bf7abb1f8f1b80e0de029a20a2b96c6eefa2f371431bbfca04a3',
      '101e2f3d9fa22cb435ecb67d5284dc27c247856d6de4e420e1812e0bcea5afd8' +
        '29226a3ca7415a541599274bf9e805050c82d443fd953481b17236325be3b6b7' +
        '290bf12841dd276211effe86af369c11a2cb364c443981d0faf347cfb7b68715' +
        '2e7c8a61fe36735852597ac564966560afe0ef8221918d5534e57f3096f7047d',
    ],
    [
      'BLS12_381g1',
      '156c8a6a2c184569d69a76be144b5cdc5141d2d2ca4fe341f011e25e3969c55ad9e9b9ce2eb833c81a908e5fa4ac5f03',
      '184bb665c37ff561a89ec2122dd343f20e0f4cbcaec84e3c3052ea81d1834e192c426074b02ed3dca4e7676ce4ce48ba' +
        '04407b8d35af4dacc809927071fc0405218f1401a6d15af775810e4e460064bcc9468beeba82fdc751be70476c888bf3',
    ],
    [
      'BLS12_381g1',
      '147e1ed29f06e4c5079b9d14fc89d2820d32419b990c1c7bb7dbea2a36a045124b31ffbde7c99329c05c559af1c6cc82',
      '009769f3ab59bfd551d53a5f846b9984c59b97d6842b20a2c565baa167945e3d026a3755b6345df8ec7e6acb6868ae6d' +
        '1532c00cf61aa3d0ce3e5aa20c3b531a2abd2c770a790a2613818303c6b830ffc0ecf6c357af3317b9575c567f11cd2c',
    ],
    [
      'BLS12_381g2',
      '07355d25caf6e7f2f0cb2812ca0e513bd026ed09dda65b177500fa31714e09ea0ded3a078b526bed3307f804d4b93b04' +
        '02829ce3c021339ccb5caf3e187f6370e1e2a311dec9b75363117063ab2015603ff52c3d3b98f19c2f65575e99e8b78c',
      '00e7f4568a82b4b7dc1f14c6aaa055edf51502319c723c4dc2688c7fe5944c213f510328082396515734b6612c4e7bb7' +
        '126b855e9e69b1f691f816e48ac6977664d24d99f8724868a184186469ddfd4617367e94527d4b74fc86413483afb35b' +
        '0caead0fd7b6176c01436833c79d305c78be307da5f6af6c133c47311def6ff1e0babf57a0fb5539fce7ee12407b0a42' +
        '1498aadcf7ae2b345243e281ae076df6de84455d766ab6fcdaad71fab60abb2e8b980a440043cd305db09d283c895e3d',
    ],
    [
      'BLS12_381g2',
      '138879a9559e24cecee8697b8b4ad32cced053138ab913b99872772dc753a2967ed50aabc907937aefb2439ba06cc50c' +
        '0a1ae7999ea9bab1dcc9ef8887a6cb6e8f1e22566015428d220b7eec90ffa70ad1f624018a9ad11e78d588bd3617f9f2',
      '108ed59fd9fae381abfd1d6bce2fd2fa220990f0f837fa30e0f27914ed6e1454db0d1ee957b219f61da6ff8be0d6441f' +
        '0296238ea82c6d4adb3c838ee3cb2346049c90b96d602d7bb1b469b905c9228be25c627bffee872def773d5b2a2eb57d' +
        '033f90f6057aadacae7963b0a0b379dd46750c1c94a6357c99b65f63b79e321ff50fe3053330911c56b6ceea08fee656' +
        '153606c417e59fb331b7ae6bce4fbf7c5190c33ce9402b5ebe2b70e44fca614f3f1382a3625ed5493843d0b0a652fc3f',
    ],
  ];
  it.each(cases)('%s: u = %s', (c, u, p) => {
    accepts(`byte 0x${u}; ec_map_to ${c}; byte 0x${p}; ==`);
  });
});
