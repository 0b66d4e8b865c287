import { referenceDir } from './referenceDir';

/**
 * Vitest's and Playwright's global set-up: stop the run at once, with one message naming the folder
 * looked for, when the reference data is missing (rather than a failure per test file).
 */
export default function checkReference(): void {
  referenceDir();
}
