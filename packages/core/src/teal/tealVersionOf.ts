/**
 * The `#pragma version N` of a source, or 1 (the assembler's default) when it has none. Its own
 * file: screens that show the version must not pull in the langspec word data with it.
 */
export function tealVersionOf(source: string): number {
  const m = /^\s*#pragma\s+version\s+(\d+)/m.exec(source);
  return m ? Number(m[1]) : 1;
}
