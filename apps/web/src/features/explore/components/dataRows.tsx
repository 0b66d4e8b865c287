import type { DataRow } from '../../../ui/DataList';
import type { EntityKind } from '../explorePath';
import { AlgoAmount } from './AlgoAmount';
import { EntityLink } from './EntityLink';

/**
 * The detail panels' common rows, drawn only when the view has the value: a link to the block,
 * account, asset or application it names, or an amount of ALGO.
 */
export const dataRows = {
  link: (label: string, kind: EntityKind, value: bigint | string | undefined, testId?: string) =>
    value !== undefined && {
      label,
      value: <EntityLink kind={kind} value={value} />,
      ...(testId !== undefined && { testId }),
    },
  algos: (label: string, value: bigint | undefined): DataRow | false =>
    value !== undefined && { label, value: <AlgoAmount value={value} /> },
};
