import { microAlgoText } from '@sextant/core/catalogue/microAlgoText';
import type { ReadableTxn, SignatureView } from '@sextant/core/offline/ReadableTxn';
import { CopyButton } from '../../../ui/CopyButton';
import { DataList, type DataRow } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { SignedMembers } from '../../../ui/SignedMembers';
import { DECODE_LABELS as L, DECODE_TEST_IDS as T } from '../decodeLabels';

export function signatureText(s: SignatureView): string {
  switch (s.kind) {
    case 'none':
      return L.sigNone;
    case 'single':
      return L.sigSingle;
    case 'multisig':
      return L.sigMultisig(s.threshold, s.addresses.length, s.signedBy.length);
    case 'logicsig':
      return s.delegated ? L.sigLogicDelegated : L.sigLogic;
  }
}

/** One decoded transaction, every field as text; `index` is 0-based, shown from 1. */
export function DecodedTxnCard({ txn, index }: { txn: ReadableTxn; index: number }) {
  const id = (field: string) => T.field(index, field);
  const s = txn.signature;
  const rows: (DataRow | false)[] = [
    { label: L.txid, value: <WithCopy value={txn.txid} what={L.txid} />, testId: id('txid') },
    { label: L.type, value: `${txn.typeLabel} (${txn.type})`, testId: id('type') },
    { label: L.sender, value: <WithCopy value={txn.sender} what={L.sender} />, testId: id('sender') },
    ...txn.fields.map((f, i) => ({ label: f.label, value: f.value, testId: id(`field-${i}`) })),
    { label: L.fee, value: microAlgoText(txn.fee), testId: id('fee') },
    { label: L.firstValid, value: txn.firstValid.toString(), testId: id('first-valid') },
    { label: L.lastValid, value: txn.lastValid.toString(), testId: id('last-valid') },
    txn.genesisID !== undefined && { label: L.genesisID, value: txn.genesisID, testId: id('genesis-id') },
    txn.genesisHash !== undefined && {
      label: L.genesisHash,
      value: txn.genesisHash,
      testId: id('genesis-hash'),
    },
    txn.group !== undefined && { label: L.groupId, value: txn.group, testId: id('group') },
    txn.lease !== undefined && { label: L.lease, value: txn.lease, testId: id('lease') },
    txn.rekeyTo !== undefined && { label: L.rekeyTo, value: txn.rekeyTo, testId: id('rekey-to') },
    txn.noteText !== undefined && {
      label: L.noteText,
      value: <span className="font-sans whitespace-pre-wrap">{txn.noteText}</span>,
      testId: id('note-text'),
    },
    txn.noteBase64 !== undefined && { label: L.noteBase64, value: txn.noteBase64, testId: id('note-base64') },
    {
      label: L.envelope,
      value: txn.envelope === 'transaction' ? L.envelopeTransaction : L.envelopeSigned,
      testId: id('envelope'),
    },
    { label: L.signature, value: signatureText(s), testId: id('signature') },
    txn.authAddress !== undefined && { label: L.authAddress, value: txn.authAddress, testId: id('auth') },
    s.kind === 'multisig' && {
      label: L.multisigSigners,
      value: <SignedMembers addresses={s.addresses} signed={(a) => s.signedBy.includes(a)} />,
      testId: id('multisig-members'),
    },
    s.kind === 'logicsig' && {
      label: L.logicProgram,
      value: <span className="line-clamp-3">{s.program}</span>,
      testId: id('logic-program'),
    },
    s.kind === 'logicsig' && { label: L.logicArgs, value: String(s.args), testId: id('logic-args') },
  ];
  return (
    <div data-testid={T.txn(index)}>
      <Panel title={L.transactionHeading(index + 1, txn.typeLabel)}>
        <DataList rows={rows} />
      </Panel>
    </div>
  );
}

function WithCopy({ value, what }: { value: string; what: string }) {
  return (
    <span className="inline-flex max-w-full items-start gap-1">
      <span className="min-w-0 break-all">{value}</span>
      <CopyButton value={value} what={what} />
    </span>
  );
}
