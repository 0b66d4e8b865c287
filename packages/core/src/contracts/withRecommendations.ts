import type { ResourceLists } from './addUnnamedResources';
import type { MethodRecommendations } from './ContractSpec';

/** The call's resources plus what the spec recommends for the method, each once. */
export function withRecommendations(current: ResourceLists, rec: MethodRecommendations): ResourceLists {
  const boxes = [...current.boxes];
  for (const b of rec.boxes) if (!boxes.some((x) => x.app === b.app && x.name === b.name)) boxes.push(b);
  return {
    accounts: [...new Set([...current.accounts, ...rec.accounts])],
    apps: [...new Set([...current.apps, ...rec.apps])],
    assets: [...new Set([...current.assets, ...rec.assets])],
    boxes,
  };
}

/** What the recommendation holds, counted: `{ inners: 2, boxes: 1, accounts: 0, apps: 1, assets: 0 }`. */
export function recommendationCounts(rec: MethodRecommendations) {
  return {
    inners: rec.innerTransactionCount ?? 0,
    boxes: rec.boxes.length,
    accounts: rec.accounts.length,
    apps: rec.apps.length,
    assets: rec.assets.length,
  };
}

/** The lists without one entry (`kind` and its index there): a pre-filled resource taken back. */
export function withoutResource(
  current: ResourceLists,
  kind: keyof ResourceLists,
  index: number,
): ResourceLists {
  return { ...current, [kind]: current[kind].filter((_, i) => i !== index) };
}
