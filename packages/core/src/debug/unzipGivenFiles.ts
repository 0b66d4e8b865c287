import { strFromU8, unzipSync } from 'fflate';
import type { GivenFile } from './readPuyaOut';

/** A zip's files as given files (puya's out/ folder zipped with its sources); folders left out. */
export function unzipGivenFiles(bytes: Uint8Array): GivenFile[] {
  return Object.entries(unzipSync(bytes))
    .filter(([name]) => !name.endsWith('/'))
    .map(([path, data]) => ({ path, text: strFromU8(data) }));
}
