/**
 * Test-only access to the shared reference data (go-algorand vectors, sdk-testing programs,
 * app specs), read in place (scripts/referenceDir: ../shared/reference or SEXTANT_REFERENCE): it is
 * never copied into the repository.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { referenceDir } from '../../../../../scripts/referenceDir';

export const REFERENCE_DIR = referenceDir();

export function referencePath(...parts: string[]): string {
  return join(REFERENCE_DIR, ...parts);
}

export function readReferenceText(...parts: string[]): string {
  return readFileSync(referencePath(...parts), 'utf8');
}

export function readReferenceBytes(...parts: string[]): Uint8Array {
  return new Uint8Array(readFileSync(referencePath(...parts)));
}

/** Files under a reference directory (recursively) whose names end with `suffix`, relative paths. */
export function listReference(dir: string, suffix: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(referencePath(dir, rel)).sort()) {
      const child = rel ? join(rel, name) : name;
      if (statSync(referencePath(dir, child)).isDirectory()) walk(child);
      else if (name.endsWith(suffix)) out.push(child);
    }
  };
  walk('');
  return out;
}

export function hex(b: Uint8Array): string {
  return Buffer.from(b).toString('hex');
}
