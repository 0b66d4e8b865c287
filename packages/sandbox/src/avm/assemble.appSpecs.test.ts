import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { disassemble } from './disassemble';
import { hex, listReference, readReferenceText } from './testing/reference';

const DIR = 'app-specs';
const tealFiles = listReference(DIR, '.teal');
const specFiles = listReference(DIR, '.arc56.json');

/** The compiled bytes an ARC-56 spec next to `file` carries for it (approval or clear), if any. */
function specByteCode(file: string): Uint8Array | undefined {
  const m = /^(.*)\.(approval|clear)\.teal$/.exec(basename(file));
  if (!m?.[1] || !m[2]) return undefined;
  const spec = specFiles.find((s) => s === join(dirname(file), `${m[1]}.arc56.json`));
  if (!spec) return undefined;
  const json = JSON.parse(readReferenceText(DIR, spec)) as { byteCode?: Record<string, string> };
  const b64 = json.byteCode?.[m[2]];
  return b64 === undefined ? undefined : new Uint8Array(Buffer.from(b64, 'base64'));
}

describe('app-specs TEAL (Puya, TEALScript, algokit and SDK contracts)', () => {
  it('finds the programs', () => {
    expect(tealFiles.length).toBe(26);
    expect(tealFiles.filter((f) => specByteCode(f) !== undefined).length).toBe(20);
  });

  for (const file of tealFiles) {
    const expected = specByteCode(file);
    it(`${file} assembles${expected ? ' to the byteCode of its ARC-56 spec' : ''}`, () => {
      const { program } = assemble(readReferenceText(DIR, file));
      if (expected) expect(hex(program)).toBe(hex(expected));
      const again = assemble(`#pragma typetrack false\n${disassemble(program)}`).program;
      expect(hex(again)).toBe(hex(program));
    });
  }

  it('assembles the largest program quickly enough to print its time', () => {
    const largest = tealFiles
      .map((f) => ({ f, text: readReferenceText(DIR, f) }))
      .reduce((a, b) => (b.text.length > a.text.length ? b : a));
    const start = performance.now();
    const { program } = assemble(largest.text);
    const ms = performance.now() - start;
    // A figure for people, not a pass/fail threshold.
    console.info(
      `assembled ${largest.f} (${largest.text.length} chars, ${program.length} bytes) in ${ms.toFixed(1)} ms`,
    );
    expect(program.length).toBeGreaterThan(1000);
  });
});
