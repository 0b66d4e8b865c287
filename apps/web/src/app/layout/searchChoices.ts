import type { NumberTargets } from '@sextant/core/explore/findNumberTargets';
import type { SearchTarget } from '@sextant/core/search/classifySearch';
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
    case 'empty':
    case 'invalid':
      return [];
  }
}
