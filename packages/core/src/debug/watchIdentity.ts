import { bytesToHex } from '../txn/decodeBytesText';
import { readWatchExpression, type WatchExpression } from './watchExpression';

/** One string per watch meaning: `global count`, `global "count"` and `global 0x636f756e74` are one. */
function identityOf(w: WatchExpression): string {
  switch (w.kind) {
    case 'scratch':
      return `scratch:${w.slot}`;
    case 'stack':
      return `stack:${w.position}`;
    case 'global':
    case 'box':
      return `${w.kind}:${bytesToHex(w.key)}`;
    case 'local':
      return `local:${'account' in w ? w.account : `#${w.accountIndex}`}:${bytesToHex(w.key)}`;
  }
}

/**
 * The watch list after adding `text`: any watch already there that means the same (other spacing,
 * other case of the kind word, the key quoted or in hex) is dropped, so one watch is never listed
 * twice under two spellings. Text that is not a watch is not added.
 */
export function addWatch(watches: readonly string[], text: string): string[] {
  const read = readWatchExpression(text);
  if (!read.ok) return [...watches];
  const id = identityOf(read.watch);
  return [
    ...watches.filter((w) => {
      const r = readWatchExpression(w);
      return !r.ok || identityOf(r.watch) !== id;
    }),
    text.trim(),
  ];
}
