import { describe, expect, it } from 'vitest';
import { logicSigSaltOf, programHashOnCurve } from './logicSigSaltOf';

describe('the v13 assembler’s salt in a logic sig (go: data/transactions/logic/assembler.go finalizeProgram)', () => {
  // go: daemon/algod/api/server/v2/test/handlers_test.go — []byte{13, pushint, 12} hashes on curve.
  const onCurve = Uint8Array.of(13, 0x81, 12);

  it('an unsalted program that hashes on the curve', () => {
    expect(programHashOnCurve(onCurve)).toBe(true);
    expect(logicSigSaltOf(onCurve)).toEqual({ version: 13, offCurve: false });
  });

  // go: assembler_test.go TestAssemblerIntcblockSalt — no intcblock: a trailing `intcblock 1 0`.
  it('finds a trailing `intcblock <salt>`', () => {
    const salted = Uint8Array.of(...onCurve, 0x20, 1, 0);
    expect(logicSigSaltOf(salted)).toEqual({
      version: 13,
      offCurve: true,
      salt: { where: 'trailing', value: 0n },
    });
  });

  it('finds the salt as the automatic intcblock’s last constant', () => {
    // `intcblock 12; intc_0` on the curve? Search a constant that is, then salt it as go does.
    let found: Uint8Array | undefined;
    for (let c = 0; c < 128 && found === undefined; c++) {
      const p = Uint8Array.of(13, 0x20, 1, c, 0x22);
      if (programHashOnCurve(p)) found = p;
    }
    expect(found).toBeDefined();
    const base = found as Uint8Array;
    let salted: Uint8Array | undefined;
    for (let s = 0; s < 128 && salted === undefined; s++) {
      const p = Uint8Array.of(13, 0x20, 2, base[3] as number, s, 0x22);
      if (!programHashOnCurve(p)) salted = p;
    }
    const result = logicSigSaltOf(salted as Uint8Array);
    expect(result).toMatchObject({ version: 13, offCurve: true, salt: { where: 'intcblock' } });
    expect(result?.salt?.value).toBe(BigInt((salted as Uint8Array)[4] as number));
  });

  it('an off-curve program with no salt to remove', () => {
    const plain = Uint8Array.of(13, 0x81, 1);
    if (programHashOnCurve(plain)) throw new Error('vector changed');
    expect(logicSigSaltOf(plain)).toEqual({ version: 13, offCurve: true });
    expect(logicSigSaltOf(new Uint8Array())).toBeUndefined();
  });
});
