import { concatBytes } from '@sextant/core/encoding/concatBytes';
import type { DecodedItem } from '@sextant/core/offline/decodeTransactions';
import { exportUnsigned } from '@sextant/core/offline/exportUnsigned';
import { bytesToBase64, bytesToHex } from '@sextant/core/txn/decodeBytesText';
import { useMemo } from 'react';
import { ExportView } from '../../../ui/ExportView';
import { Panel } from '../../../ui/Panel';
import { DECODE_LABELS as L, DECODE_TEST_IDS as T } from '../decodeLabels';

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
      <ExportView
        intro={L.exportIntro}
        blocks={[
          { label: L.asBase64, value: bytesToBase64(whole), testId: T.exportBase64 },
          { label: L.asHex, value: bytesToHex(whole), testId: T.exportHex },
          { label: L.unsignedBase64, value: bytesToBase64(unsigned), testId: T.exportUnsigned },
        ]}
        downloads={[
          { label: L.downloadAsDecoded, bytes: whole, fileName: 'decoded.msgp' },
          { label: L.downloadUnsigned, bytes: unsigned, fileName: 'unsigned.txn' },
        ]}
      />
    </Panel>
  );
}
