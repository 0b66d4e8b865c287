import { spawn } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ed25519Edges } from '../../../test/support/ed25519Edges';
import { paymentGroupBody } from '../../../test/support/paymentGroup';
import { createGenesis } from '../../genesis/createGenesis';
import { ed25519Verify } from '#platform/crypto';
import { Ledger } from '../Ledger';
import { type SignatureCheck, SignaturePool } from './SignaturePool';

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pk = new Uint8Array(Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url'));
  return { privateKey, pk };
}

describe('SignaturePool', () => {
  it('answers as ed25519Verify does, for batches from several callers, and after close', async () => {
    const a = keyPair();
    const b = keyPair();
    const checks: SignatureCheck[] = [];
    for (let i = 0; i < 40; i++) {
      const message = new Uint8Array(Buffer.from(`TX message ${i}`));
      const signer = i % 2 === 0 ? a : b;
      const signature = new Uint8Array(sign(null, message, signer.privateKey));
      if (i % 5 === 0) signature[3] = (signature[3] as number) ^ 1; // forged
      const publicKey = i % 7 === 0 ? (i % 2 === 0 ? b.pk : a.pk) : signer.pk; // wrong key
      checks.push({ message, signature, publicKey });
    }
    // Where libsodium and OpenSSL part ways, the worker answers as the main thread (OpenSSL's).
    checks.push(...ed25519Edges());
    // Malformed lengths never throw: refused.
    checks.push({ message: new Uint8Array(3), signature: new Uint8Array(10), publicKey: a.pk });
    checks.push({ message: new Uint8Array(3), signature: new Uint8Array(64), publicKey: new Uint8Array(31) });
    const expected = checks.map((c) => ed25519Verify(c.message, c.signature, c.publicKey));
    expect(expected.filter(Boolean).length).toBeGreaterThan(20);
    expect(expected.filter((x) => !x).length).toBeGreaterThan(5);

    const pool = new SignaturePool(2);
    // Several callers in one turn share the workers; each gets its own answers in order.
    const parts = [checks.slice(0, 10), checks.slice(10, 11), checks.slice(11, 30), checks.slice(30)];
    const answers = await Promise.all(parts.map((p) => pool.verify(p)));
    expect(answers.flat()).toEqual(expected);
    expect(await pool.verify([])).toEqual([]);
    // Asked for over several turns while the workers are busy: held back, then answered together.
    const staggered: Promise<boolean[]>[] = [];
    for (const p of [...parts, ...parts]) {
      staggered.push(pool.verify(p));
      await new Promise((r) => setImmediate(r));
    }
    expect((await Promise.all(staggered)).flat()).toEqual([...expected, ...expected]);
    await pool.close();
    // Closed (or with a dead worker): checked on the calling thread, same answers.
    expect(await pool.verify(checks)).toEqual(expected);
  });
});

describe('SignaturePool splits a batch', () => {
  it("across its idle workers by checks, even one caller's, and puts the answers back in order", async () => {
    const a = keyPair();
    const checks: SignatureCheck[] = [];
    for (let i = 0; i < 37; i++) {
      const message = new Uint8Array(Buffer.from(`split ${i}`));
      const signature = new Uint8Array(sign(null, message, a.privateKey));
      if (i % 6 === 1) signature[9] = (signature[9] as number) ^ 4; // forged, in every share
      checks.push({ message, signature, publicKey: a.pk });
    }
    const expected = checks.map((c) => ed25519Verify(c.message, c.signature, c.publicKey));
    expect(expected.filter((x) => !x).length).toBe(6);
    const pool = new SignaturePool(3);
    // 37 checks over 3 idle workers (13 + 13 + 11); then 9 (one worker: shares of at least 8).
    expect(await pool.verify(checks)).toEqual(expected);
    expect(await pool.verify(checks.slice(0, 9))).toEqual(expected.slice(0, 9));
    // Two callers whose checks straddle the shares.
    const both = await Promise.all([pool.verify(checks.slice(0, 20)), pool.verify(checks.slice(20))]);
    expect(both).toEqual([expected.slice(0, 20), expected.slice(20)]);
    await pool.close();
  });
});

describe('SignaturePool settles every check', () => {
  function manyChecks(n: number): { checks: SignatureCheck[]; expected: boolean[] } {
    const a = keyPair();
    const checks = Array.from({ length: n }, (_, i) => {
      const message = new Uint8Array(Buffer.from(`settle ${i}`));
      const signature = new Uint8Array(sign(null, message, a.privateKey));
      if (i % 3 === 0) signature[0] = (signature[0] as number) ^ 1;
      return { message, signature, publicKey: a.pk };
    });
    return { checks, expected: checks.map((c) => ed25519Verify(c.message, c.signature, c.publicKey)) };
  }

  it('a worker that exits with checks in flight: they are answered on this thread, and so is everything later', async () => {
    const { checks, expected } = manyChecks(300);
    const pool = new SignaturePool(1);
    const pending = pool.verify(checks);
    // Wait until the batch was handed to the worker, then end the worker under it.
    await new Promise((r) => setImmediate(r));
    const slots = (pool as unknown as { slots: Array<{ worker: { terminate(): Promise<number> } }> }).slots;
    await slots[0]?.worker.terminate();
    expect(await pending).toEqual(expected);
    expect(await pool.verify(checks.slice(0, 5))).toEqual(expected.slice(0, 5));
    await pool.close();
  });

  it('close settles checks queued or in flight and ends its workers; a ledger closes its pool', async () => {
    const before = SignaturePool.liveWorkers();
    const { checks, expected } = manyChecks(300);
    const pool = new SignaturePool(2);
    expect(SignaturePool.liveWorkers()).toBe(before + 2);
    const queued = pool.verify(checks); // not yet sent: close comes in the same turn
    const closing = pool.close();
    expect(await queued).toEqual(expected);
    await closing;
    expect(SignaturePool.liveWorkers()).toBe(before);

    const pool2 = new SignaturePool(2);
    const inFlight = pool2.verify(checks);
    await new Promise((r) => setImmediate(r));
    await pool2.close();
    expect(await inFlight).toEqual(expected);
    expect(SignaturePool.liveWorkers()).toBe(before);

    // A ledger starts its pool for a group with enough signatures, and its close ends it.
    const { genesis, keys } = createGenesis(2);
    const ledger = await Ledger.open({ genesis });
    const [from, to] = keys as [(typeof keys)[number], (typeof keys)[number]];
    await ledger.submitDurable(paymentGroupBody(ledger, from, to, 8, 1000));
    expect(SignaturePool.liveWorkers()).toBeGreaterThan(before);
    await ledger.close();
    expect(SignaturePool.liveWorkers()).toBe(before);
  });
});

describe('SignaturePool workers', () => {
  it('never keep their process alive: a process whose ledger used them and was never closed exits', async () => {
    const childPath = new URL('../../../test/support/poolChild.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, ['--import', 'tsx', childPath], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    // Before the fix this exit never came (the test timed out): attaching the 'message' listeners
    // after unref() had ref'd the workers again, the hang a Vitest fork once showed.
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(out.trim()).toBe('3');
    expect(code).toBe(0);
  });
});
