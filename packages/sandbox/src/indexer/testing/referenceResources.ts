import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { referencePath } from '../../../../../scripts/referenceDir';

/** algorand/indexer's api/test_resources, copied to shared/reference (signed txns, blocks, their JSON). */
export const INDEXER_RESOURCES = referencePath('indexer-test-resources/');

export function readResource(name: string): Buffer {
  return readFileSync(join(INDEXER_RESOURCES, name));
}

export function resourceNames(suffix: string): string[] {
  return readdirSync(INDEXER_RESOURCES)
    .filter((f) => f.endsWith(suffix))
    .map((f) => f.slice(0, -suffix.length))
    .sort();
}

/** Field-by-field differences between two parsed JSON values, as `path: ours vs theirs` lines. */
export function jsonDiff(ours: unknown, theirs: unknown, path = ''): string[] {
  const show = (v: unknown): string => JSON.stringify(v)?.slice(0, 80) ?? 'undefined';
  if (
    typeof ours !== typeof theirs ||
    Array.isArray(ours) !== Array.isArray(theirs) ||
    (ours === null) !== (theirs === null)
  )
    return [`${path}: ${show(ours)} vs ${show(theirs)}`];
  if (ours !== null && typeof ours === 'object') {
    const a = ours as Record<string, unknown>;
    const b = theirs as Record<string, unknown>;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => jsonDiff(a[k], b[k], `${path}/${k}`));
  }
  return ours === theirs ? [] : [`${path}: ${show(ours)} vs ${show(theirs)}`];
}
