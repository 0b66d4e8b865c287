import { describe, expect, it } from 'vitest';
import { assemble } from '../../assemble';
import { appError, runApp, runSig, sigError } from '../testing/runTeal';

const v = (body: string, version = 11) =>
  `#pragma version ${version}\n#pragma typetrack false\n${body.replaceAll('; ', '\n')}`;

function ok(body: string, version = 11): void {
  const r = runApp(v(body, version));
  expect(r.error?.message).toBeUndefined();
  expect(r.pass).toBe(true);
}

describe('flow control', () => {
  it.each([
    ['int 0; bnz skip; int 1; return; skip:; err'],
    ['int 1; bz skip; int 1; b end; skip:; err; end:'],
    ['int 5; store 0; loop:; load 0; int 1; -; dup; store 0; bnz loop; load 0; !'],
    ['int 2; switch a b c; err; a:; err; b:; err; c:; int 1'],
    ['int 9; switch a; int 1; return; a:; err'],
    ['int 1; int 2; int 3; int 2; match x y z; err; x:; err; y:; int 1; return; z:; err'],
    ['byte "a"; byte "b"; byte "c"; match x y; int 1; return; x:; err; y:; err'],
    ['int 3; int 4; callsub add; int 7; ==; return; add:; proto 2 1; frame_dig -2; frame_dig -1; +; retsub'],
    [
      'int 1; callsub f; int 1; ==; return; f:; proto 1 1; int 5; frame_bury -1; frame_dig -1; int 4; -; retsub',
    ],
    ['callsub f; int 1; return; f:; retsub'],
    ['int 1; int 2; pop; dup; +; int 2; =='],
    ['int 1; int 2; dup2; +; +; +; int 6; =='],
    ['int 1; int 2; int 3; dig 2; int 1; ==; assert; popn 2; int 1; =='],
    ['int 1; int 2; int 3; cover 2; pop; pop; int 3; =='],
    ['int 1; int 2; int 3; uncover 2; int 1; ==; assert; pop; int 2; =='],
    ['int 1; int 2; int 9; bury 1; int 9; ==; swap; pop'],
    ['int 7; dupn 2; +; +; int 21; =='],
    ['int 10; int 20; int 1; select; int 20; ==; int 10; int 20; int 0; select; int 10; ==; &&'],
    ['int 1; int 2; swap; int 1; ==; swap; int 2; ==; &&'],
    ['pushints 1 2 3; +; +; int 6; =='],
    ['pushbytess "a" "b"; concat; byte "ab"; =='],
    ['int 7; store 3; int 3; loads; int 7; ==; int 4; int 8; stores; load 4; int 8; ==; &&'],
  ])('%s', (body) => ok(body));

  it.each([
    ['err', 'err opcode executed'],
    ['int 1; int 2', 'stack len is 2 instead of 1'],
    ['byte "x"', 'stack finished with bytes not int'],
    ['retsub', 'retsub with empty callstack'],
    ['proto 0 0; int 1', 'proto was executed without a callsub'],
    ['frame_dig 0', 'frame_dig with empty callstack'],
    [
      'callsub f; int 1; return; f:; proto 0 1; retsub',
      'retsub executed with no return values on stack. proto declared 1',
    ],
    ['int 1; callsub f; return; f:; proto 1 0; frame_dig -2; retsub', 'frame_dig -2 in sub with 1 args'],
    [
      'callsub f; int 1; return; f:; proto 2 0; retsub',
      'callsub to proto that requires 2 args with stack height 0',
    ],
    ['int 1; dig 1', 'dig 1 with stack size = 1'],
    ['int 1; cover 1', 'cover 1 with stack size = 1'],
    ['int 1; uncover 1', 'uncover 1 with stack size = 1'],
    ['int 1; bury 1', 'bury outside stack'],
    ['popn 1; int 1', 'popn 1 while stack contains 0'],
    ['int 1; match x; x:', 'match expects 2 stack args while stack only contains 1'],
    ['int 256; loads', 'invalid Scratch index 256'],
  ])('%s fails: %s', (body, message) => {
    expect(appError(v(body))).toBe(message);
  });

  it('a loop exhausting the budget reports the dynamic cost error', () => {
    const msg = appError(v('loop:; int 1; bnz loop; int 1'));
    expect(msg).toMatch(
      // go v5.0: data/transactions/logic/eval.go step (no pc= prefix; Details names the pc).
      /^dynamic cost budget exceeded, executing (pushint|bnz|intc_0): local program cost was 700$/,
    );
  });

  it('assert names its pc; intc without a block fails', () => {
    expect(runApp(new Uint8Array([11, 0x81, 0, 0x44])).error?.message).toBe('assert failed pc=3');
    expect(runApp(new Uint8Array([11, 0x22])).error?.message).toBe('intc 0 beyond 0 constants');
  });

  it('stack overflow beyond 1000 values', () => {
    expect(appError(v('int 1; dupn 250; dupn 250; dupn 250; dupn 250'))).toBe('stack overflow');
  });

  it('error details name the pc and up to three ops', () => {
    const r = runApp(v('int 1; int 2; int 0; assert'));
    expect(r.error?.pc).toBe(r.error ? Number(/pc=(\d+)/.exec(r.error.message)?.[1]) : -1);
    expect(r.error?.describe()).toMatch(
      /^logic eval error: assert failed pc=\d+\. Details: app=1001, pc=\d+$/,
    );
    expect(r.error?.describe(true)).toMatch(/opcodes=pushint 2; pushint 0; assert$/);
  });
});

describe('versions and modes', () => {
  it('an opcode newer than the program version is illegal', () => {
    // v1 program bytes with `bz` (0x41, v2+): 0x01 0x41 0x00 0x00
    const r = runSig(new Uint8Array([1, 0x41, 0, 0]));
    expect(r.error?.message).toBe('pc=  1 illegal opcode 0x41');
  });

  it('a two-byte opcode without a known second byte (go v5.0 eval.go getOpSpecError)', () => {
    expect(runSig(new Uint8Array([13, 0xd4])).error?.message).toBe(
      'pc=  1 prefix opcode 0xd4 missing sub-opcode',
    );
    expect(runSig(new Uint8Array([13, 0xd4, 0x63])).error?.message).toBe(
      'pc=  1 prefix opcode 0xd4 with improper sub-opcode 0x63',
    );
    // Before v13 0xd4 is no prefix.
    expect(runSig(new Uint8Array([12, 0xd4, 0x01])).error?.message).toBe('pc=  1 illegal opcode 0xd4');
  });

  it('before v4 a backward branch is rejected by the check', () => {
    const prog = new Uint8Array([3, 0x81, 1, 0x40, 0xff, 0xfb]);
    expect(runSig(prog).error?.message).toBe('pc=  3 negative branch offset -5');
  });

  it('a branch into the middle of an instruction fails the check', () => {
    // pushint 1; bnz +1 (lands inside the next pushint 300)
    const prog = new Uint8Array([8, 0x81, 1, 0x40, 0, 1, 0x81, 0xac, 0x02]);
    expect(runSig(prog).error?.message).toBe('pc=  9 branch target 7 is not an aligned instruction');
  });

  it('app-only ops are not allowed in a logic sig', () => {
    expect(sigError('#pragma version 8\nint 1\nbalance')).toBe('pc=  3 balance not allowed in current mode');
  });

  it('logic sig args', () => {
    expect(
      runSig('#pragma version 8\narg 1\nlen', { args: [new Uint8Array(1), new Uint8Array(2)] }).pass,
    ).toBe(true);
    expect(sigError('#pragma version 8\narg 2\nlen', { args: [] })).toBe('cannot load arg[2] of 0');
  });

  it('a false result rejects without error', () => {
    const r = runSig('#pragma version 8\nint 0');
    expect(r).toEqual({ pass: false, error: undefined });
  });

  it('logic sig budget is 20000 per txn, pooled over the group', () => {
    const src =
      '#pragma version 8\nint 0\nstore 0\nloop:\nload 0\nint 1\n+\ndup\nstore 0\nint 4000\n<\nbnz loop\nint 1';
    expect(runSig(src).error?.message).toMatch(/dynamic cost budget exceeded/);
    expect(runSig(src, { groupSize: 2 }).pass).toBe(true);
  });

  it('programs newer than the protocol are refused', () => {
    const r = runApp(assemble('#pragma version 13\nint 1').program, { params: { logicSigVersion: 12 } });
    expect(r.error?.message).toBe('program version 13 greater than protocol supported version 12');
  });
});
