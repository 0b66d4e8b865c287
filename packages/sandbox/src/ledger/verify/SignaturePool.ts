import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ed25519Verify } from '#platform/crypto';
import { sodiumPath } from '../../platform/node/sodium';

/** One ed25519 check: the signed bytes, the 64-byte signature, the 32-byte public key. */
export interface SignatureCheck {
  readonly message: Uint8Array;
  readonly signature: Uint8Array;
  readonly publicKey: Uint8Array;
}

/**
 * The worker: checks a packed batch (per item: u32 message length ‖ message ‖ signature(64) ‖
 * key(32)) and answers one byte per item, by `ed25519Verify`'s rule: libsodium's yes (loaded from
 * `workerData.sodium`, when the main thread has it), else node:crypto's (OpenSSL) answer. Plain JS
 * run with `eval`, so it needs no TypeScript loader (tsx, Vitest) in the worker.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createPublicKey, verify } = require('node:crypto');
let sodium = null;
try { sodium = workerData.sodium ? require(workerData.sodium) : null; } catch { sodium = null; }
const SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const keys = new Map();
function key(pk) {
  const id = pk.toString('latin1');
  let k = keys.get(id);
  if (k === undefined) {
    try { k = createPublicKey({ key: Buffer.concat([SPKI, pk]), format: 'der', type: 'spki' }); }
    catch { k = null; }
    if (keys.size >= 10000) keys.clear();
    keys.set(id, k);
  }
  return k;
}
parentPort.on('message', ({ id, count, packed }) => {
  const buf = Buffer.from(packed);
  const ok = new Uint8Array(count);
  let p = 0;
  for (let i = 0; i < count; i++) {
    const n = buf.readUInt32LE(p);
    const msg = buf.subarray(p + 4, p + 4 + n);
    const sig = buf.subarray(p + 4 + n, p + 68 + n);
    const pk = buf.subarray(p + 68 + n, p + 100 + n);
    p += 100 + n;
    if (sodium !== null && sodium.crypto_sign_verify_detached(sig, msg, pk)) {
      ok[i] = 1;
      continue;
    }
    const k = key(pk);
    try { ok[i] = k !== null && verify(null, msg, k, sig) ? 1 : 0; } catch { ok[i] = 0; }
  }
  parentPort.postMessage({ id, ok }, [ok.buffer]);
});
`;

interface Pending {
  readonly checks: readonly SignatureCheck[];
  readonly resolve: (ok: boolean[]) => void;
}

interface Slot {
  readonly worker: Worker;
  inFlight: number;
  exited: boolean;
}

/** Workers started and not yet exited, in this process (tests check that closing ends them). */
let live = 0;

/**
 * A worker is sent at least this many of a batch's checks (a message costs the main thread about
 * what a few checks do), so a batch is split across idle workers only when it is large.
 */
const MIN_SHARE = 8;

/** A terminate that does not answer within this is given up on (close must never hang). */
const TERMINATE_WAIT_MS = 2000;

/**
 * Ed25519 verification off the main thread: checks asked for in the same turn of the event loop
 * are packed into one message per worker, so concurrent POSTs share the round trip (and while every
 * worker is busy, checks wait for the first to answer and then go out together), and the main
 * thread evaluates and writes blocks meanwhile. Answers are the same booleans `ed25519Verify`
 * gives; if a worker fails, its checks (and every later one) are made on the main thread. Every
 * promise `verify` returns settles: a worker that exits or errs, or `close`, hands the checks it
 * still owed to the main thread at once. A worker keeps the process alive only while it owes
 * answers; `close` (the ledger's close) terminates them.
 */
export class SignaturePool {
  private readonly slots: Slot[] = [];
  private readonly waiting = new Map<number, { resolve: (ok: Uint8Array) => void; fallback: () => void }>();
  private queue: Pending[] = [];
  private scheduled = false;
  private nextId = 0;
  private broken = false;

  /**
   * One worker per core, up to 4: a worker runs only while checks wait, and then the main thread
   * mostly waits for it (with 4 POSTs in flight, one worker on 2 cores kept each group waiting
   * ~7 ms for the checks of those before it).
   */
  constructor(size = Math.max(1, Math.min(4, availableParallelism()))) {
    for (let i = 0; i < size; i++) {
      let worker: Worker;
      try {
        worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { sodium: sodiumPath } });
      } catch {
        // No threads to be had (resource limits): everything is checked on the main thread.
        this.broken = true;
        break;
      }
      live++;
      const slot: Slot = { worker, inFlight: 0, exited: false };
      worker.on('message', ({ id, ok }: { id: number; ok: Uint8Array }) => {
        slot.inFlight--;
        if (slot.inFlight === 0) worker.unref();
        const w = this.waiting.get(id);
        this.waiting.delete(id);
        w?.resolve(ok);
        // What queued up while every worker was busy goes out now, as one message.
        if (this.queue.length > 0 && !this.scheduled) this.flush();
      });
      worker.on('error', () => this.fail());
      worker.on('exit', () => {
        this.exited(slot);
        this.fail();
      });
      // Ref'd only while it owes answers (`send`), so an idle pool nobody closed never keeps its
      // process (a Vitest fork, a script) alive, and a pending check is not cut off by an exit.
      // After the listeners: attaching a 'message' listener refs the worker again.
      worker.unref();
      this.slots.push(slot);
    }
  }

  /** One boolean per check, in order. */
  verify(checks: readonly SignatureCheck[]): Promise<boolean[]> {
    if (checks.length === 0) return Promise.resolve([]);
    if (this.broken) return Promise.resolve(checks.map(verifyHere));
    return new Promise((resolve) => {
      this.queue.push({ checks, resolve });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Workers of every pool in this process still running. */
  static liveWorkers(): number {
    return live;
  }

  async close(): Promise<void> {
    // Settle first: whatever the workers owe is checked here, whatever terminate does.
    this.fail();
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        let timer: NodeJS.Timeout | undefined;
        const givenUp = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, TERMINATE_WAIT_MS);
          timer.unref();
        });
        await Promise.race([slot.worker.terminate().catch(() => undefined), givenUp]);
        clearTimeout(timer);
        this.exited(slot);
      }),
    );
  }

  private exited(slot: Slot): void {
    if (slot.exited) return;
    slot.exited = true;
    live--;
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    if (this.broken || this.slots.length === 0) {
      for (const p of batch) p.resolve(p.checks.map(verifyHere));
      return;
    }
    // Only idle workers get work: while all are busy, checks queue up (the first answer sends
    // them), so under load one message carries many POSTs' checks instead of one each.
    const idle = this.slots.filter((s) => s.inFlight === 0);
    if (idle.length === 0) {
      this.queue = batch;
      return;
    }
    // The batch's checks are split evenly across the idle workers (at least `MIN_SHARE` each), so
    // even one group's checks run on every idle core at once; the answers are put back in order.
    const checks = batch.flatMap((p) => p.checks);
    const ok = new Array<boolean>(checks.length);
    const shares = Math.max(1, Math.min(idle.length, Math.floor(checks.length / MIN_SHARE)));
    const per = Math.ceil(checks.length / shares);
    let owed = shares;
    const answered = () => {
      if (--owed > 0) return;
      let i = 0;
      for (const p of batch) {
        p.resolve(ok.slice(i, i + p.checks.length));
        i += p.checks.length;
      }
    };
    for (let k = 0; k < shares; k++)
      this.send(idle[k] as Slot, checks, k * per, Math.min(checks.length, (k + 1) * per), ok, answered);
  }

  /** Sends `checks[from, to)` to `slot`; their answers go into `ok`, then `answered` is called. */
  private send(
    slot: Slot,
    checks: readonly SignatureCheck[],
    from: number,
    to: number,
    ok: boolean[],
    answered: () => void,
  ): void {
    let size = 0;
    for (let i = from; i < to; i++) size += 100 + (checks[i] as SignatureCheck).message.length;
    const packed = new Uint8Array(size);
    const view = new DataView(packed.buffer);
    let p = 0;
    for (let i = from; i < to; i++) {
      const c = checks[i] as SignatureCheck;
      const n = c.message.length;
      view.setUint32(p, n, true);
      packed.set(c.message, p + 4);
      // A malformed signature or key is padded so the packing holds; it is refused below anyway.
      if (c.signature.length === 64) packed.set(c.signature, p + 4 + n);
      if (c.publicKey.length === 32) packed.set(c.publicKey, p + 68 + n);
      p += 100 + n;
    }
    const id = this.nextId++;
    this.waiting.set(id, {
      resolve: (answers) => {
        for (let i = from; i < to; i++) {
          const c = checks[i] as SignatureCheck;
          ok[i] = answers[i - from] === 1 && c.signature.length === 64 && c.publicKey.length === 32;
        }
        answered();
      },
      fallback: () => {
        for (let i = from; i < to; i++) ok[i] = verifyHere(checks[i] as SignatureCheck);
        answered();
      },
    });
    if (slot.inFlight++ === 0) slot.worker.ref();
    slot.worker.postMessage({ id, count: to - from, packed }, [packed.buffer]);
  }

  /** A worker died: everything it still owed is checked here, and so is everything later. */
  private fail(): void {
    this.broken = true;
    const owed = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of owed) w.fallback();
    // Checks held back for a busy worker are made here too.
    this.flush();
  }
}

function verifyHere(c: SignatureCheck): boolean {
  return ed25519Verify(c.message, c.signature, c.publicKey);
}
