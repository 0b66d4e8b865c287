import { DEBUG_MESSAGES as M } from './debugMessages';
import type { GivenFile } from './readPuyaOut';

/**
 * The app spec among puya's out/ files given to the contract lab (a folder, a zip or several
 * files): the one `*.arc56.json` (else the one `*.arc32.json`), or, when a single JSON file is
 * given, that file. Several contracts' specs, or none, is a problem naming what was found.
 */
export function specOfPuyaOut(files: readonly GivenFile[]): { spec: GivenFile } | { problem: string } {
  const json = files.filter((f) => f.path.endsWith('.json'));
  for (const kind of ['.arc56.json', '.arc32.json']) {
    const specs = json.filter((f) => f.path.endsWith(kind));
    if (specs.length === 1) return { spec: specs[0] as GivenFile };
    if (specs.length > 1) return { problem: M.severalSpecs(specs.map((f) => baseName(f.path))) };
  }
  if (json.length === 1) return { spec: json[0] as GivenFile };
  return { problem: M.noSpecInFiles };
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
