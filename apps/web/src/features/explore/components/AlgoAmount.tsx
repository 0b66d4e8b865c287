import { formatAlgos } from '@sextant/core/format/formatAlgos';

/** MicroAlgos shown in Algos; the exact microAlgo count on hover. */
export function AlgoAmount({ value }: { value: bigint }) {
  return (
    <span className="font-mono tabular-nums" title={`${value} microAlgos`}>
      {formatAlgos(value)}
    </span>
  );
}
