/**
 * Opcode costs, parsed from the langspec's DocCost text so the evaluator can charge them:
 * "1", "25 + 2 per 7 bytes of A", "Secp256k1=1700; Secp256r1=2500", "BN254g1=8000 + 7400 per 64 bytes of B; ...".
 */

/** base + perChunk × ceil(len(stack arg)/chunkSize); `depth` counts down from the top of the stack (0 = top). */
export interface LinearCost {
  readonly base: number;
  readonly perChunk: number;
  readonly chunkSize: number;
  readonly depth: number;
}

export type OpCost =
  | { readonly kind: 'linear'; readonly cost: LinearCost }
  /** The cost depends on the op's field immediate (by field name). */
  | { readonly kind: 'byField'; readonly costs: ReadonlyMap<string, LinearCost> };

function parseLinear(text: string, argCount: number): LinearCost {
  const m = /^(\d+)(?: \+ (\d+) per (?:(\d+) bytes|byte) of ([A-Z]))?$/.exec(text.trim());
  if (!m?.[1]) throw new TypeError(`unparseable opcode cost ${JSON.stringify(text)}`);
  if (m[2] === undefined || m[4] === undefined)
    return { base: Number(m[1]), perChunk: 0, chunkSize: 0, depth: 0 };
  const argIndex = m[4].charCodeAt(0) - 'A'.charCodeAt(0);
  return {
    base: Number(m[1]),
    perChunk: Number(m[2]),
    chunkSize: m[3] === undefined ? 1 : Number(m[3]),
    depth: argCount - 1 - argIndex,
  };
}

export function parseOpCost(docCost: string, argCount: number): OpCost {
  if (!docCost.includes('=')) return { kind: 'linear', cost: parseLinear(docCost, argCount) };
  const costs = new Map<string, LinearCost>();
  for (const part of docCost.split(';')) {
    const [field, text] = part.split('=');
    if (field === undefined || text === undefined) throw new TypeError(`unparseable opcode cost ${docCost}`);
    costs.set(field.trim(), parseLinear(text, argCount));
  }
  return { kind: 'byField', costs };
}

/** The cost of one execution; `argLength` reads the length of the stack argument at `cost.depth`. */
export function evaluateCost(cost: LinearCost, argLength: () => number): number {
  if (cost.perChunk === 0) return cost.base;
  return cost.base + cost.perChunk * Math.ceil(argLength() / cost.chunkSize);
}
