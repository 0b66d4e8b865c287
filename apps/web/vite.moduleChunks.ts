import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/module-chunks.json` beside the manifest: each source module (path relative to
 * apps/web, as the manifest's keys) → the file of the chunk that holds it. A page merged into a
 * shared chunk (the explorer's) has no manifest entry of its own; bench/bundle.ts finds it here.
 */
export function moduleChunksPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'sextant-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds) map[relative(root, id)] = chunk.fileName;
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: JSON.stringify(map),
      });
    },
  };
}
