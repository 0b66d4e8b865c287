import { itemsToJson, jsonToBytes } from '@sextant/core/offline/decodeJson';
import type { DecodedItem } from '@sextant/core/offline/decodeTransactions';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { ArrowUp, Binary } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { TextAreaField } from '../../../ui/TextAreaField';
import { DECODE_LABELS as L, DECODE_TEST_IDS as T } from '../decodeLabels';
import { BytesBlock } from '../../../ui/BytesBlock';
import { ErrorAlert } from '../../../ui/ErrorAlert';

/**
 * The reverse direction: the decoded transactions as editable JSON, encoded back to bytes that can
 * be decoded (and signed) above. Mount it keyed on the input so it starts from what was decoded.
 */
export function JsonPanel({
  items,
  onUse,
}: {
  items: readonly DecodedItem[];
  onUse: (base64: string) => void;
}) {
  const [json, setJson] = useState(() => itemsToJson(items));
  const [result, setResult] = useState<{ base64: string } | { error: unknown }>();
  return (
    <Panel title={L.jsonTitle}>
      <div className="flex flex-col gap-3">
        <p className="text-[13px] text-muted">{L.jsonIntro}</p>
        <TextAreaField
          label={L.jsonInput}
          labelHidden
          value={json}
          onChange={(text) => {
            setJson(text);
            setResult(undefined);
          }}
          rows={Math.min(24, json.split('\n').length + 1)}
          data-testid={T.json}
          wrap="off"
        />
        <div>
          <Button
            onClick={() => {
              try {
                setResult({ base64: bytesToBase64(jsonToBytes(json)) });
              } catch (error) {
                setResult({ error });
              }
            }}
          >
            <Binary className="size-3.5" aria-hidden />
            {L.encode}
          </Button>
        </div>
        {result !== undefined && 'error' in result && (
          <ErrorAlert error={result.error} testId={T.jsonError} />
        )}
        {result !== undefined && 'base64' in result && (
          <>
            <BytesBlock label={L.encoded} value={result.base64} testId={T.jsonEncoded} />
            <div>
              <Button size="sm" variant="primary" onClick={() => onUse(result.base64)}>
                <ArrowUp className="size-3.5" aria-hidden />
                {L.useEncoded}
              </Button>
            </div>
          </>
        )}
      </div>
    </Panel>
  );
}
