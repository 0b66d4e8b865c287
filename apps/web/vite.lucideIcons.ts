import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { X, Y } from 'lucide-react'` into one import per icon file
 * (`lucide-react/icons/<file>`), in the app's own sources, at build time.
 *
 * Why: through the barrel, every icon module's only importer is the barrel, which the shell imports;
 * the chunk rules (vite.explorerChunks.ts) follow importers, so every icon any screen uses landed in
 * the first page's `shell` (22 kB raw). Imported one by one, an icon's importers are the modules that
 * use it, and it goes where they go. The alias table (an icon has up to nine names: `TriangleAlert`,
 * `AlertTriangle`, `LucideTriangleAlert`…) is read from the barrel itself, so it follows the package.
 * Type-only names (`type LucideIcon`) and non-icon exports stay on the barrel import.
 */
export function lucideIcons(): Plugin {
  let files: Map<string, string> | undefined;
  const iconFiles = (): Map<string, string> => {
    if (files !== undefined) return files;
    const require = createRequire(import.meta.url);
    const pkgDir = dirname(require.resolve('lucide-react/package.json'));
    const barrel = readFileSync(join(pkgDir, 'dist/esm/lucide-react.mjs'), 'utf8');
    files = new Map();
    for (const m of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
      for (const name of m[1]!.matchAll(/default as (\w+)/g)) files.set(name[1]!, m[2]!);
    }
    return files;
  };
  return {
    name: 'sextant-lucide-icons',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes("'lucide-react'")) return null;
      const out = code.replace(/import \{([^}]*)\} from 'lucide-react';/g, (whole, list: string) => {
        const kept: string[] = [];
        const icons: string[] = [];
        for (const raw of list.split(',')) {
          const spec = raw.trim();
          if (spec === '') continue;
          const [name, local = name] = spec.split(/\s+as\s+/) as [string, string?];
          const file = spec.startsWith('type ') ? undefined : iconFiles().get(name);
          if (file === undefined) kept.push(spec);
          else icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
        }
        if (icons.length === 0) return whole;
        const rest = kept.length > 0 ? `import { ${kept.join(', ')} } from 'lucide-react';` : '';
        return [...icons, rest].filter(Boolean).join(' ');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
