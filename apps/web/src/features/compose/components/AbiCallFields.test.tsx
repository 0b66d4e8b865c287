import { readFileSync } from 'node:fs';
import { abiTxnArgErrors } from '@sextant/core/compose/abiTxnArgErrors';
import { buildTransaction } from '@sextant/core/txn/buildTransaction';
import { bytesToHex } from '@sextant/core/txn/decodeBytesText';
import { emptyTxnDraft } from '@sextant/core/txn/emptyTxnDraft';
import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import algosdk from 'algosdk';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../../../../../scripts/referenceDir';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { appSpecQuery } from '../../applications/storage/useAppSpec';
import { attachedSpecOf } from '../../../test/attachedSpec';
import { CONTRACTS_LABELS } from '../../contracts/contractsLabels';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { TxnEditor } from './TxnEditor';

const params: algosdk.SuggestedParams = {
  fee: 0n,
  minFee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32),
};
const SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const specText = readFileSync(referencePath('app-specs/algokit-utils-ts/state/State.arc56.json'), 'utf8');
const PAY: TxnDraft = { ...emptyTxnDraft('pay', SENDER), receiver: SENDER, amount: '1' } as TxnDraft;

/** The second member of a group whose first is a payment, rebuilt and checked on every change. */
function Harness() {
  const [draft, setDraft] = useState<TxnDraft>(emptyTxnDraft('pay', SENDER));
  const entries = [
    { id: 'a', draft: PAY },
    { id: 'b', draft },
  ];
  const r = buildTransaction(draft, params);
  const errors = { ...(r.ok ? {} : r.errors), ...abiTxnArgErrors(entries).b };
  const ok = r.ok && Object.keys(errors).length === 0;
  return (
    <>
      <TxnEditor
        position={2}
        draft={draft}
        errors={ok ? undefined : errors}
        showAll={false}
        addresses={[SENDER]}
        onChange={setDraft}
      />
      <output data-testid="app-args">
        {r.ok ? (r.txn.applicationCall?.appArgs ?? []).map(bytesToHex).join(' ') : ''}
      </output>
      {draft.type === 'appl' && (
        <output data-testid="create-fields">
          {[draft.onComplete, draft.globalInts, draft.globalBytes, draft.localInts, draft.localBytes]
            .concat(draft.extraPages, draft.approvalTeal === undefined ? 'bytes' : 'teal')
            .join(' ')}
        </output>
      )}
    </>
  );
}

function renderWithSpec(stored: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const attached = attachedSpecOf(specText);
  client.setQueryData(appSpecQuery(LAB_NETWORK.id, 1002n).queryKey, stored ? attached : null);
  return render(
    <ActiveNetworkContext.Provider value={LAB_NETWORK}>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </ActiveNetworkContext.Provider>,
  );
}

/** A new ABI call with a blank id (a create), its spec pasted into the loader. */
async function createWithPastedSpec(text: string) {
  const user = userEvent.setup();
  renderWithSpec(false);
  await user.selectOptions(screen.getByLabelText(L.fields.type), L.kinds.abi);
  const loader = screen.getByRole('group', { name: L.abi.attachSpec });
  await user.click(within(loader).getByRole('tab', { name: CONTRACTS_LABELS.sources.paste }));
  await user.click(within(loader).getByLabelText(CONTRACTS_LABELS.pasteLabel));
  await user.paste(text);
  await user.click(within(loader).getByRole('button', { name: CONTRACTS_LABELS.load }));
  return user;
}

const selector = (signature: string) => bytesToHex(algosdk.ABIMethod.fromSignature(signature).getSelector());

describe('the studio’s ABI method call', () => {
  it('calls a method of the spec stored for the app, its pay argument the member before it', async () => {
    const user = userEvent.setup();
    renderWithSpec(true);
    await user.selectOptions(screen.getByLabelText(L.fields.type), L.kinds.abi);
    expect(screen.getByText(L.abi.createNeedsSpec)).toBeInTheDocument();
    await user.type(screen.getByLabelText(L.abi.appId), '1002');
    expect(await screen.findByTestId('compose-abi-spec')).toHaveTextContent(
      L.abi.specStored('State', '1002'),
    );
    const signature = 'call_abi_txn(pay,string)string';
    await user.selectOptions(screen.getByLabelText(L.abi.method), signature);
    expect(screen.getByTestId('compose-abi-txn-arg')).toHaveTextContent(L.abi.txnMember(1, 'pay'));
    await user.type(screen.getByLabelText('value'), 'hi');
    expect(screen.getByTestId('app-args')).toHaveTextContent(`${selector(signature)} 00026869`);
  });

  it('says what is wrong at the argument’s own field', async () => {
    const user = userEvent.setup();
    renderWithSpec(true);
    await user.selectOptions(screen.getByLabelText(L.fields.type), L.kinds.abi);
    await user.type(screen.getByLabelText(L.abi.appId), '1002');
    await screen.findByTestId('compose-abi-spec');
    await user.selectOptions(screen.getByLabelText(L.abi.method), 'call_abi_uint32(uint32)uint32');
    const field = screen.getByLabelText('input');
    await user.type(field, '4294967296');
    expect(field).toHaveAccessibleDescription('Must fit in 32 bits: at most 4294967295.');
    expect(screen.getByTestId('app-args')).toHaveTextContent('');
    await user.clear(field);
    await user.type(field, '7');
    expect(screen.getByTestId('app-args')).toHaveTextContent(
      `${selector('call_abi_uint32(uint32)uint32')} 00000007`,
    );
  });

  it('offers the lab’s spec loader when no spec is stored for the app', async () => {
    const user = userEvent.setup();
    renderWithSpec(false);
    await user.selectOptions(screen.getByLabelText(L.fields.type), L.kinds.abi);
    await user.type(screen.getByLabelText(L.abi.appId), '1002');
    expect(await screen.findByText(L.abi.noSpec('1002'))).toBeInTheDocument();
    const loader = screen.getByRole('group', { name: L.abi.attachSpec });
    expect(within(loader).getAllByRole('tab').length).toBeGreaterThan(1);
    expect(screen.getByLabelText(L.abi.method)).toBeDisabled();
  });

  it('creates the app by a create method of a spec loaded for the draft, with its programs and schema', async () => {
    const user = await createWithPastedSpec(
      readFileSync(referencePath('app-specs/algokit-utils-ts/byte_arrays/ByteArrays.arc56.json'), 'utf8'),
    );
    expect(await screen.findByTestId('compose-abi-spec')).toHaveTextContent(L.abi.specForNew('ByteArrays'));
    expect(screen.getByTestId('compose-abi-create')).toHaveTextContent(L.abi.createFrom.bytes);
    // the spec's schema and compiled programs (995 + clear bytes: no extra page)
    expect(screen.getByTestId('create-fields')).toHaveTextContent('noop 4 8 4 8 0 bytes');
    const methods = within(screen.getByLabelText(L.abi.method)).getAllByRole('option');
    expect(methods.map((o) => o.textContent)).toEqual([L.abi.pickMethod, 'createApplication()void']);
    await user.selectOptions(screen.getByLabelText(L.abi.method), 'createApplication()void');
    expect(screen.getByTestId('app-args')).toHaveTextContent(selector('createApplication()void'));
  });

  it('fills TEAL from a spec without bytes and keeps programs already typed until asked', async () => {
    const user = userEvent.setup();
    renderWithSpec(false);
    await user.selectOptions(screen.getByLabelText(L.fields.type), L.kinds.abi);
    await user.selectOptions(screen.getByLabelText(L.fields.onComplete), L.onCompletes.optIn);
    await user.type(screen.getByLabelText(L.fields.approvalProgram), 'AQ==');
    const loader = screen.getByRole('group', { name: L.abi.attachSpec });
    await user.click(within(loader).getByRole('tab', { name: CONTRACTS_LABELS.sources.examples }));
    await user.click(within(loader).getByRole('button', { name: CONTRACTS_LABELS.loadExample('Vault') }));
    expect(await screen.findByTestId('compose-abi-create')).toHaveTextContent(L.abi.createFrom.teal);
    // what was typed stays: the schema and programs are only taken on request
    expect(screen.getByTestId('create-fields')).toHaveTextContent('optIn 0 0 0 0 0 bytes');
    await user.click(screen.getByRole('button', { name: L.abi.takeFromSpec }));
    expect(screen.getByTestId('create-fields')).toHaveTextContent(/^optIn \d+ \d+ \d+ \d+ 0 teal$/);
    // Vault's create(uint64) creates on NoOp only: choosing it moves the on-complete there
    await user.selectOptions(screen.getByLabelText(L.abi.method), 'create(uint64)void');
    expect(screen.getByTestId('create-fields')).toHaveTextContent(/^noop /);
    expect(screen.queryByTestId('compose-abi-templates')).toBeNull();
  });

  it('asks for a spec’s template variables and fills its TEAL with them', async () => {
    const user = await createWithPastedSpec(specText);
    // State: TEAL with TMPL_UPDATABLE, TMPL_DELETABLE (toggles) and TMPL_VALUE
    const asked = await screen.findByTestId('compose-abi-templates');
    expect(screen.getByTestId('create-fields')).toHaveTextContent(/ teal$/);
    const fill = within(asked).getByRole('button', { name: L.abi.fillTemplates });
    expect(fill).toBeDisabled();
    await user.type(within(asked).getByLabelText('TMPL_VALUE'), '42');
    await user.click(fill);
    // every variable filled: nothing more is asked, and the TEAL stays TEAL (compiled at build)
    expect(screen.queryByTestId('compose-abi-templates')).toBeNull();
    expect(screen.getByTestId('create-fields')).toHaveTextContent(/ teal$/);
  });
});
