import type { DecodedItem } from '@sextant/core/offline/decodeTransactions';
import { exportUnsigned } from '@sextant/core/offline/exportUnsigned';
import { bytesToBase64, bytesToHex } from '@sextant/core/txn/decodeBytesText';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { DECODE_LABELS as L, DECODE_TEST_IDS as T } from '../decodeLabels';
import { BytesBlock } from '../../../ui/BytesBlock';
import { concatBytes } from '@sextant/core/offline/concatBytes';
import { downloadBytes } from '../../../ui/downloadBytes';

/** The way back: what was decoded as base64, hex or a file, and the unsigned form for goal. */
export function ExportPanel({ items }: { items: readonly DecodedItem[] }) {
  const { whole, unsigned } = useMemo(
    () => ({
      whole: concatBytes(items.map((i) => i.bytes)),
      unsigned: exportUnsigned(items.map((i) => i.txn)),
    }),
    [items],
  );
  return (
    <Panel title={L.exportTitle}>
      <div className="flex flex-col gap-3">
        <p className="text-[13px] text-muted">{L.exportIntro}</p>
        <BytesBlock label={L.asBase64} value={bytesToBase64(whole)} testId={T.exportBase64} />
        <BytesBlock label={L.asHex} value={bytesToHex(whole)} testId={T.exportHex} />
        <BytesBlock label={L.unsignedBase64} value={bytesToBase64(unsigned)} testId={T.exportUnsigned} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => downloadBytes(whole, 'decoded.msgp')}>
            <Download className="size-3.5" aria-hidden />
            {L.downloadAsDecoded}
          </Button>
          <Button size="sm" onClick={() => downloadBytes(unsigned, 'unsigned.txn')}>
            <Download className="size-3.5" aria-hidden />
            {L.downloadUnsigned}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
