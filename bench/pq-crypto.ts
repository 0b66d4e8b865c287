/**
 * Post-quantum and VRF crypto speed in this process: det1024 Falcon keygen (once), signing and
 * verifying (go's det1024 signature and our own), and draft-03 VRF verify: median, p10/p90, min in
 * ms. Prints figures; never asserts.
 * Run: npx tsx bench/pq-crypto.ts   (RUNS=50 by default)
 */
import { falcon1024Keygen, falcon1024Sign } from '../packages/core/src/pq/falcon1024';
import { falcon1024Verify } from '../packages/sandbox/src/crypto/falcon1024';
import { vrfKeypairFromSeed, vrfProve, vrfVerify } from '../packages/sandbox/src/crypto/vrfAlgorand';
import {
  GO_FALCON_MSG,
  GO_FALCON_PK,
  GO_FALCON_SIG,
} from '../packages/sandbox/src/crypto/testing/goFalconVector';

const RUNS = Number(process.env.RUNS ?? 50);
const WARMUP = 5;
const hex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function measure(name: string, f: (i: number) => unknown, runs = RUNS): void {
  for (let i = 0; i < WARMUP; i++) f(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const ms = (x: number) => x.toFixed(2);
  console.log(
    `${name.padEnd(28)} median ${ms(pct(times, 50))}  p10 ${ms(pct(times, 10))}  p90 ${ms(pct(times, 90))}  min ${ms(times[0] ?? 0)} ms`,
  );
}

let t = performance.now();
const keys = falcon1024Keygen(new Uint8Array(48).fill(1));
console.log(`falcon1024 keygen (once)      ${(performance.now() - t).toFixed(0)} ms`);
const msg = new Uint8Array(250).fill(7);
t = performance.now();
const sig = falcon1024Sign(keys.secretKey, msg);
console.log(`falcon1024 first sign         ${(performance.now() - t).toFixed(0)} ms (${sig.length} bytes)`);

measure('falcon1024 sign', (i) => falcon1024Sign(keys.secretKey, Uint8Array.of(i & 0xff, i >> 8)), 20);
measure('falcon1024 verify (ours)', () => falcon1024Verify(keys.publicKey, msg, sig));
const goMsg = hex(GO_FALCON_MSG);
const goSig = hex(GO_FALCON_SIG);
const goPk = hex(GO_FALCON_PK);
measure("falcon1024 verify (go's)", () => falcon1024Verify(goPk, goMsg, goSig));

const vrf = vrfKeypairFromSeed(new Uint8Array(32).fill(2));
const proof = vrfProve(vrf.secretKey, msg);
measure('vrf prove', () => vrfProve(vrf.secretKey, msg));
measure('vrf verify', () => vrfVerify(vrf.publicKey, proof, msg));
