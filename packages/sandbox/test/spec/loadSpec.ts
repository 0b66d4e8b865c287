import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { referencePath } from '../../../../scripts/referenceDir';

export type SpecApi = 'algod' | 'indexer' | 'kmd';

const FILES: Record<SpecApi, string> = {
  algod: 'algod.oas3.yml',
  indexer: 'indexer.oas3.yml',
  kmd: 'kmd.swagger.json',
};

/** The official spec documents live in shared/reference beside the repo; never copied in. */
export const SPEC_DIR = referencePath('specs/');

const cache = new Map<SpecApi, Record<string, unknown>>();

export function loadSpec(api: SpecApi): Record<string, unknown> {
  let doc = cache.get(api);
  if (doc === undefined) {
    const text = readFileSync(join(SPEC_DIR, FILES[api]), 'utf8');
    doc = (api === 'kmd' ? JSON.parse(text) : parse(text)) as Record<string, unknown>;
    cache.set(api, doc);
  }
  return doc;
}
