import { decodeItems, type DecodedItem } from '@sextant/core/offline/decodeTransactions';
import { networkClients } from '@sextant/core/pipeline/networkClients';
import { useMemo, useState } from 'react';
import { useShellNetwork } from '../../../app/networks/useShellNetwork';
import { Button } from '../../../ui/Button';
import { BytesInput } from '../../../ui/BytesInput';
import { DecodedTxnCard } from '../decode/DecodedTxnCard';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { ExportPanel } from '../decode/ExportPanel';
import { JsonPanel } from '../decode/JsonPanel';
import { readDroppedFile } from '@sextant/core/offline/readDroppedFile';
import { SignAndSendPanel } from '../decode/SignAndSendPanel';
import { DECODE_LABELS as L, DECODE_TEST_IDS as T } from '../decodeLabels';
import { PageIntro } from '../../../ui/PageIntro';

type Decoded = { kind: 'empty' } | { kind: 'ok'; items: DecodedItem[] } | { kind: 'error'; error: unknown };

/**
 * `/tools/decode`: base64 / hex / goal's msgpack file → every field of every transaction, the
 * bytes back out, and (with a wallet connected) signing and sending. Decoding happens as you paste.
 */
export function DecodeToolPage() {
  const network = useShellNetwork();
  const [text, setText] = useState('');
  const decoded = useMemo<Decoded>(() => {
    if (text.trim() === '') return { kind: 'empty' };
    try {
      return { kind: 'ok', items: decodeItems(text) };
    } catch (error) {
      return { kind: 'error', error };
    }
  }, [text]);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · Sextant`} />

      <BytesInput
        labels={{ ...L, placeholder: L.inputPlaceholder }}
        text={text}
        onText={setText}
        onFile={(bytes) => setText(readDroppedFile(bytes))}
        textTestId={T.input}
        fileTestId={T.file}
        actions={
          text !== '' && (
            <Button size="md" variant="ghost" onClick={() => setText('')}>
              {L.clear}
            </Button>
          )
        }
      />

      {decoded.kind === 'error' && <ErrorAlert error={decoded.error} testId={T.error} />}
      {decoded.kind === 'ok' && (
        <>
          <p className="text-[13px] font-medium" data-testid={T.count}>
            {L.decodedCount(decoded.items.length)}
          </p>
          {decoded.items.map((item, i) => (
            <DecodedTxnCard key={`${i}-${item.readable.txid}`} txn={item.readable} index={i} />
          ))}
          <SignAndSendPanel key={text} items={decoded.items} clients={networkClients(network)} />
          <ExportPanel items={decoded.items} />
          <JsonPanel
            key={`json-${text}`}
            items={decoded.items}
            onUse={(base64) => {
              setText(base64);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
