import type { SearchTarget } from '@sextant/core/search/classifySearch';
import { SEARCH_CHOICE_LABELS as L } from './shellLabels';

export interface SearchChoice {
  key: string;
  label: string;
  value: string;
  to: string;
}

/** Where a classified search can go; a number offers asset, application and block. */
export function searchChoices(target: SearchTarget, networkId: string): SearchChoice[] {
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
      return [
        { key: 'asset', label: L.asset, value: n, to: `${base}/asset/${n}` },
        { key: 'application', label: L.application, value: n, to: `${base}/application/${n}` },
        { key: 'block', label: L.block, value: n, to: `${base}/block/${n}` },
      ];
    }
    case 'empty':
    case 'invalid':
      return [];
  }
}
