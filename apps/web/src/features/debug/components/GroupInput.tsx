import type { DebugTxn } from '@sextant/core/debug/DebugTxn';
import { readDebugInput } from '@sextant/core/debug/readDebugInput';
import { isZip } from '@sextant/core/debug/readDebuggerBundle';
import { rebuildGroupFromChain } from '@sextant/core/debug/rebuildGroupFromChain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Tabs } from '../../../ui/Tabs';
import { BytesInput } from '../../../ui/BytesInput';
import { readDroppedFile } from '@sextant/core/offline/readDroppedFile';
import { DEBUG_LABELS as L } from '../debugLabels';

/**
 * Where a group comes from: pasted or dropped bytes (goal files, base64, hex), or a transaction
 * id on chain whose group is rebuilt unsigned. Bad input gets its message under the field and
 * the text stays as typed.
 */
export function GroupInput({
  onGroup,
  onTrace,
  traceError,
}: {
  onGroup: (group: DebugTxn[], note?: string) => void;
  /** A `*.trace.avm.json` (JSON) pasted or dropped instead of transactions, or its zip with sources. */
  onTrace: (input: string | Uint8Array) => void;
  traceError?: string | undefined;
}) {
  const clients = useNetworkClients();
  const [tab, setTab] = useState('paste');
  const [text, setText] = useState('');
  const [pasteError, setPasteError] = useState<string>();
  const [txid, setTxid] = useState('');
  const rebuild = useMutation({
    mutationFn: (id: string) => rebuildGroupFromChain(clients.algod, clients.indexer, id),
    onSuccess: (r) => onGroup(r.txns, L.rebuiltFrom(r.round.toString(), r.position + 1)),
  });

  const open = (input: string | Uint8Array) => {
    if (typeof input !== 'string' && isZip(input)) {
      setPasteError(undefined);
      onTrace(input);
      return;
    }
    const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
    if (text.trimStart().startsWith('{')) {
      setPasteError(undefined);
      onTrace(text);
      return;
    }
    try {
      onGroup(readDebugInput(input));
      setPasteError(undefined);
    } catch (e) {
      setPasteError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Tabs
      label={L.inputTabs}
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'paste',
          label: L.pasteTab,
          content: (
            <div className="flex flex-col gap-2">
              <BytesInput
                labels={{
                  input: L.pasteLabel,
                  placeholder: L.pastePlaceholder,
                  chooseFile: L.chooseFile,
                  dropHint: L.dropHint,
                  fileRead: L.fileRead,
                }}
                text={text}
                onText={(t) => {
                  setText(t);
                  setPasteError(undefined);
                }}
                onFile={(bytes) => {
                  if (!isZip(bytes)) setText(readDroppedFile(bytes));
                  open(bytes);
                }}
                textTestId="debug-paste"
                fileTestId="debug-file"
                actions={
                  <Button variant="primary" onClick={() => open(text)} disabled={text.trim() === ''}>
                    {L.open}
                  </Button>
                }
              />
              {(pasteError ?? traceError) !== undefined && (
                <p role="alert" className="text-xs text-bad" data-testid="debug-paste-error">
                  {pasteError ?? traceError}
                </p>
              )}
            </div>
          ),
        },
        {
          value: 'txid',
          label: L.txidTab,
          content: (
            <form
              className="flex flex-col gap-2 sm:flex-row sm:items-start"
              onSubmit={(e) => {
                e.preventDefault();
                rebuild.mutate(txid);
              }}
            >
              <Field
                className="flex-1"
                label={L.txidLabel}
                value={txid}
                onChange={(e) => {
                  setTxid(e.target.value);
                  rebuild.reset();
                }}
                error={rebuild.error?.message}
                hint={rebuild.isPending ? L.opening : L.txidHint}
                data-testid="debug-txid"
              />
              <Button
                type="submit"
                variant="primary"
                className="sm:mt-5"
                disabled={rebuild.isPending || txid.trim() === ''}
              >
                {L.open}
              </Button>
            </form>
          ),
        },
      ]}
    />
  );
}
