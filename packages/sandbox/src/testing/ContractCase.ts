/**
 * One case of a contract suite: a name and an async check that throws on failure. Contract suites
 * import no test framework, so the same cases run in Vitest (Node) and inside a browser page
 * (Playwright), against each implementation of a port.
 */
export interface ContractCase {
  name: string;
  run(): Promise<void>;
}

export class ContractFailure extends Error {
  override name = 'ContractFailure';
}

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new ContractFailure(message);
}

export function checkEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected)
    throw new ContractFailure(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}

export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function fromHex(text: string): Uint8Array {
  return Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));
}

export async function rejects(p: Promise<unknown> | (() => unknown), what: string): Promise<void> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch {
    return;
  }
  throw new ContractFailure(`${what}: expected a failure`);
}
