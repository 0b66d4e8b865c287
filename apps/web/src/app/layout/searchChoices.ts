import type { NumberTargets } from '@sextant/core/explore/findNumberTargets';
import type { SearchTarget } from '@sextant/core/search/classifySearch';
import { SEARCH_MESSAGES } from '@sextant/core/search/searchMessages';
import { SEARCH_CHOICE_LABELS as L } from './shellLabels';

export interface SearchChoice {
  key: string;
  label: string;
  value: string;
  to: string;
  /** For a number: whether the network has that asset / application / round (absent while unknown). */
  exists?: boolean;
}

/**
 * Where a classified search can go; a number offers asset, application and block, each marked with
 * whether the network has it once `numbers` (the node's answer) is known.
 */
export function searchChoices(
  target: SearchTarget,
  networkId: string,
  numbers?: NumberTargets,
  /** What was typed: text that names nothing else may be an asset's unit or name. */
  text?: string,
): SearchChoice[] {
  const base = `/${encodeURIComponent(networkId)}`;
  switch (target.kind) {
    case 'address':
      return [
        { key: 'account', label: L.account, value: target.address, to: `${base}/account/${target.address}` },
      ];
    case 'transaction':
      return [
        {
          key: 'transaction',
          label: L.transaction,
          value: target.txid,
          to: `${base}/transaction/${target.txid}`,
        },
      ];
    case 'group':
      return [
        {
          key: 'group',
          label: L.group,
          value: target.groupId,
          to: `${base}/group/${encodeURIComponent(target.groupId)}`,
        },
      ];
    case 'number': {
      const n = String(target.value);
      const mark = (kind: keyof NumberTargets) =>
        numbers === undefined || numbers[kind] === 'unknown' ? {} : { exists: numbers[kind] === 'yes' };
      return [
        { key: 'asset', label: L.asset, value: n, to: `${base}/asset/${n}`, ...mark('asset') },
        {
          key: 'application',
          label: L.application,
          value: n,
          to: `${base}/application/${n}`,
          ...mark('application'),
        },
        { key: 'block', label: L.block, value: n, to: `${base}/block/${n}`, ...mark('block') },
      ];
    }
    case 'invalid':
      return text === undefined ? [] : assetTextChoices(base, target, text);
    case 'empty':
      return [];
  }
}

/** Asset names are at most 32 bytes: longer text cannot be one. */
const MAX_ASSET_NAME = 32;

/**
 * Text that is no id, address or number may be an asset's unit name or name: both searches are
 * offered (the assets list, filtered as it would be by hand). Not for a malformed address or an
 * out-of-range number, which keep their own message.
 */
function assetTextChoices(base: string, target: Extract<SearchTarget, { kind: 'invalid' }>, text: string) {
  const value = text.trim();
  if (
    target.message !== SEARCH_MESSAGES.unrecognized ||
    new TextEncoder().encode(value).length > MAX_ASSET_NAME
  )
    return [];
  const q = encodeURIComponent(value);
  return [
    { key: 'asset-unit', label: L.assetUnit, value, to: `${base}/assets?unit=${q}` },
    { key: 'asset-name', label: L.assetName, value, to: `${base}/assets?name=${q}` },
  ];
}

/** Where Enter goes for a number nobody picked a choice for: the only one that exists, or the first. */
export function defaultChoice(choices: SearchChoice[]): number {
  const first = choices.findIndex((c) => c.exists === true);
  return Math.max(first, 0);
}

/**
 * The next choice the arrow keys can reach from `from` (a step of 1 or -1, wrapping): a choice
 * marked "not found" is skipped, since opening it leads nowhere. `from` when none can be reached.
 */
export function stepChoice(choices: SearchChoice[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= choices.length; i++) {
    const index = (from + step * i + choices.length * i) % choices.length;
    if (choices[index]?.exists !== false) return index;
  }
  return from;
}
