/**
 * The table of opcodes the evaluator supports per AVM version, generated from the registry and
 * the langspec tables (for the docs): `npx tsx packages/sandbox/src/avm/eval/supportTable.ts`.
 */
import { MAX_AVM_VERSION, opTable } from '../opcodes';
import { isSupported } from './registry';

export interface SupportRow {
  readonly name: string;
  readonly introduced: number;
  readonly supported: boolean;
}

export function supportRows(): SupportRow[] {
  const rows = new Map<string, SupportRow>();
  for (let v = 1; v <= MAX_AVM_VERSION; v++) {
    for (const spec of opTable(v).byName.values()) {
      if (!rows.has(spec.name))
        rows.set(spec.name, { name: spec.name, introduced: v, supported: isSupported(spec.name) });
    }
  }
  return [...rows.values()].sort((a, b) => a.introduced - b.introduced || a.name.localeCompare(b.name));
}

/** Markdown: per version, how many ops exist and are supported, then the unsupported ones. */
export function supportTableMarkdown(): string {
  const rows = supportRows();
  let out =
    '| AVM version | opcodes | supported | not supported by the sandbox |\n| --- | --- | --- | --- |\n';
  for (let v = 1; v <= MAX_AVM_VERSION; v++) {
    const ops = [...opTable(v).byName.keys()];
    const missing = ops.filter((n) => !isSupported(n)).sort();
    out += `| ${v} | ${ops.length} | ${ops.length - missing.length} | ${missing.map((n) => `\`${n}\``).join(' ') || '—'} |\n`;
  }
  out += '\n| opcode | since | supported |\n| --- | --- | --- |\n';
  for (const r of rows)
    out += `| \`${r.name.replaceAll('|', '\\|')}\` | v${r.introduced} | ${r.supported ? 'yes' : 'no'} |\n`;
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(supportTableMarkdown());
