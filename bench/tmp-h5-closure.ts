import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { staticClosure, type Manifest } from '/work/main/bench/bundleFigures';
const dist = process.argv[2]!;
const m = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const entry = Object.keys(m).find((k) => m[k]!.isEntry)!;
const shell = staticClosure(m, entry);
for (const mod of process.argv.slice(3)) {
  const own = [...staticClosure(m, mod)].filter((f) => !shell.has(f));
  console.log(mod, 'shell files', shell.size, 'own files', own.length);
  for (const f of own) console.log('  ', f, statSync(join(dist, f)).size);
}
// which manifest entries are the files
