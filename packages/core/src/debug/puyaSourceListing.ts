import type { ProgramListing } from './ProgramListing';
import type { PuyaMap } from './PuyaMap';
import type { PuyaProgramFiles } from './readPuyaOut';

/**
 * One of a puya map's source files as a listing of its program (the same shape as the TEAL's, so
 * the same view, breakpoints and "next line with code" apply): its lines, and each program pc
 * (the map's pc plus the run's offset) whose op comes from that file on its line. Undefined when
 * the file's text was not given.
 */
export function puyaSourceListing(
  program: PuyaProgramFiles,
  map: PuyaMap,
  source: number,
  hash: string,
  pcOffset: number,
): ProgramListing | undefined {
  const file = program.sources[source];
  if (file?.text === undefined) return undefined;
  const lineOfPc = new Map<number, number>();
  for (const [pc, at] of map.locations) if (at.source === source) lineOfPc.set(pc + pcOffset, at.line);
  return {
    hash,
    lines: file.text.replace(/\n$/, '').split('\n'),
    lineOfPc,
    origin: 'import',
    file: file.path,
  };
}
