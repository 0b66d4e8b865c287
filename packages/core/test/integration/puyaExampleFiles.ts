import { readdirSync, readFileSync } from 'node:fs';
import type { GivenFile } from '../../src/debug/readPuyaOut';
import { referencePath } from '../../../../scripts/referenceDir';

/**
 * A reference puya example (../shared/reference/puya-debug/<example>) as a person drops its folder:
 * puya's out/ files and the source beside them (read by path, never copied).
 */
export function puyaExampleFiles(example: string, source: string): GivenFile[] {
  const dir = referencePath(`puya-debug/${example}/`);
  return [
    ...readdirSync(`${dir}out`).map((n) => ({
      path: `${example}/out/${n}`,
      text: readFileSync(`${dir}out/${n}`, 'utf8'),
    })),
    { path: `${example}/${source}`, text: readFileSync(`${dir}${source}`, 'utf8') },
  ];
}
