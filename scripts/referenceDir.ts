/**
 * Where the reference data is: the official API specs, langspecs, go-algorand's test vectors, the
 * app specs and the SDKs' test resources that tests and benches read in place (never copied into
 * the repository; see its SOURCES.md). `../shared/reference` beside the repository by default;
 * `SEXTANT_REFERENCE=<dir>` points elsewhere. Every test and bench finds it here.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

export const REFERENCE_ENV = 'SEXTANT_REFERENCE';

const REPO = resolve(import.meta.dirname, '..');

/** The reference folder is not where it was looked for. */
export class ReferenceMissingError extends Error {
  readonly code = 'REFERENCE_MISSING';
  constructor(readonly dir: string) {
    super(
      `The reference data is not at ${dir}. Tests and benches read it in place: put the reference ` +
        `folder at ../shared/reference beside the repository, or set ${REFERENCE_ENV}=<its path>.`,
    );
    this.name = 'ReferenceMissingError';
  }
}

/** The reference folder (absolute), whether or not it exists. */
export function referenceDirPath(): string {
  const given = process.env[REFERENCE_ENV];
  if (given) return isAbsolute(given) ? given : resolve(given);
  return join(REPO, '..', 'shared', 'reference');
}

/** The reference folder, checked: a missing one is a `ReferenceMissingError` naming where it looked. */
export function referenceDir(): string {
  const dir = referenceDirPath();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ReferenceMissingError(dir);
  return dir;
}

/** A path inside the reference folder (`referencePath('app-specs', 'puya')`). */
export function referencePath(...parts: string[]): string {
  return join(referenceDir(), ...parts);
}
